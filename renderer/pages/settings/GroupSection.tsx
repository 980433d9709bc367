import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { groupEndpoints, type GroupSettingsView } from '../../../shared/api/group';
import { call } from '../../api/call';
import { errorMessage } from '../../api/errors';
import { groupQueries } from '../../api/queries/settingsSections';
import { TextField } from '../../components/kit/Field';
import { useIsAdmin } from '../../stores/auth';
import { toast } from '../../stores/toasts';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { formatDateTime } from '../../../shared/i18n/format';
import { useVenue } from '../../api/queries/settings';

/** The link's state refreshes while Settings is open, so staff see queued events go out. */
const REFRESH_MS = 5000;

/**
 * Settings → Venue Group (docs/venue-group.md): the hub's address, this venue's id and password in the group,
 * and how the link is doing — its state, events queued, the last one sent. The venue works the same whether
 * or not head office can be reached.
 */
export function GroupSection() {
  const admin = useIsAdmin();
  const view = useQuery({ ...groupQueries.settings(), refetchInterval: REFRESH_MS });
  const t = useT();
  const language = useLanguage();
  const { zone } = useVenue();
  return (
    <section className="card settings-section" aria-labelledby="group-heading">
      <h2 id="group-heading">{t('staff.group.heading')}</h2>
      {view.isPending ? (
        <p className="muted">{t('staff.group.loading')}</p>
      ) : view.isError ? (
        <p role="alert">{errorMessage(view.error, t('staff.group.loadFailed'))}</p>
      ) : (
        <>
          <p data-testid="group-state">{t('staff.group.state', { state: view.data.state })}</p>
          {view.data.lastError && view.data.state === 'unreachable' ? (
            <p className="muted">{view.data.lastError}</p>
          ) : null}
          <p className="muted">
            {t('staff.group.queue', {
              queued: view.data.queued,
              sent: view.data.lastSentAt
                ? formatDateTime(view.data.lastSentAt, zone, language)
                : t('staff.group.never'),
            })}
          </p>
          {admin ? <GroupForm view={view.data} /> : <p className="muted">{t('staff.group.adminOnly')}</p>}
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
  const t = useT();
  const save = useMutation({
    mutationFn: () =>
      call(groupEndpoints.updateSettings, {
        body: { hubUrl, venueId, ...(password === '' ? {} : { password }) },
      }),
    onSuccess: (saved) => {
      client.setQueryData(groupQueries.settings().queryKey, saved);
      setPassword('');
      toast({ title: saved.hubUrl ? t('staff.group.saved') : t('staff.group.left'), variant: 'success' });
    },
    onError: (err) =>
      toast({
        title: t('staff.settings.failedTitle'),
        description: errorMessage(err, t('staff.group.saveFailed')),
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
          label={t('staff.group.hubUrl')}
          value={hubUrl}
          placeholder={t('staff.group.hubPlaceholder')}
          onChange={setHubUrl}
        />
        <TextField
          label={t('staff.group.venueId')}
          value={venueId}
          placeholder="leeds"
          onChange={setVenueId}
        />
        <TextField
          label={t('staff.group.password')}
          type="password"
          autoComplete="new-password"
          value={password}
          placeholder={view.hasPassword ? t('staff.group.passwordSaved') : t('staff.group.passwordFrom')}
          onChange={setPassword}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? t('staff.group.saving') : t('staff.group.save')}
      </button>
    </form>
  );
}
