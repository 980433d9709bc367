import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { groupEndpoints, type GroupSettingsView } from '../../../shared/api/group';
import { call } from '../../api/call';
import { errorMessage } from '../../api/errors';
import { groupQueries } from '../../api/queries/settingsSections';
import { TextField } from '../../components/kit/Field';
import { useIsAdmin } from '../../stores/auth';
import { toast } from '../../stores/toasts';

/** The link's state refreshes while Settings is open, so staff see queued events go out. */
const REFRESH_MS = 5000;

const STATE_TEXT: Record<GroupSettingsView['state'], string> = {
  off: 'Not in a venue group',
  connecting: 'Connecting to head office...',
  connected: 'Connected to head office',
  unreachable: 'Head office unreachable - events are kept and sent when it is back',
};

/**
 * Settings → Venue Group (docs/venue-group.md): the hub's address, this venue's id and password in the group,
 * and how the link is doing — its state, events queued, the last one sent. The venue works the same whether
 * or not head office can be reached.
 */
export function GroupSection() {
  const admin = useIsAdmin();
  const view = useQuery({ ...groupQueries.settings(), refetchInterval: REFRESH_MS });
  return (
    <section className="card settings-section" aria-labelledby="group-heading">
      <h2 id="group-heading">Venue Group</h2>
      {view.isPending ? (
        <p className="muted">Loading venue group settings...</p>
      ) : view.isError ? (
        <p role="alert">{errorMessage(view.error, 'Failed to load venue group settings')}</p>
      ) : (
        <>
          <p data-testid="group-state">{STATE_TEXT[view.data.state]}</p>
          {view.data.lastError && view.data.state === 'unreachable' ? (
            <p className="muted">{view.data.lastError}</p>
          ) : null}
          <p className="muted">
            Queued: {view.data.queued} · Last sent:{' '}
            {view.data.lastSentAt ? new Date(view.data.lastSentAt).toLocaleString() : 'never'}
          </p>
          {admin ? (
            <GroupForm view={view.data} />
          ) : (
            <p className="muted">Only an admin can change the venue group settings.</p>
          )}
        </>
      )}
    </section>
  );
}

function GroupForm({ view }: { view: GroupSettingsView }) {
  const client = useQueryClient();
  const [hubUrl, setHubUrl] = useState(view.hubUrl);
  const [venueId, setVenueId] = useState(view.venueId);
  const [password, setPassword] = useState('');
  const save = useMutation({
    mutationFn: () =>
      call(groupEndpoints.updateSettings, {
        body: { hubUrl, venueId, ...(password === '' ? {} : { password }) },
      }),
    onSuccess: (saved) => {
      client.setQueryData(groupQueries.settings().queryKey, saved);
      setPassword('');
      toast({ title: saved.hubUrl ? 'Venue Group Saved' : 'Left Venue Group', variant: 'success' });
    },
    onError: (err) =>
      toast({
        title: 'Update Failed',
        description: errorMessage(err, 'Failed to save the venue group settings.'),
        variant: 'destructive',
      }),
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
      noValidate
    >
      <div className="settings-grid">
        <TextField
          label="Hub Address"
          value={hubUrl}
          placeholder="tls://hub.example.com:4222 (empty: no group)"
          onChange={setHubUrl}
        />
        <TextField label="Venue ID" value={venueId} placeholder="leeds" onChange={setVenueId} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          value={password}
          placeholder={view.hasPassword ? 'Saved (leave empty to keep)' : 'From head office'}
          onChange={setPassword}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Venue Group'}
      </button>
    </form>
  );
}
