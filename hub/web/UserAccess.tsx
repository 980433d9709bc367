import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { HubRole, type HubAccount } from '../../shared/group/accounts';
import { hubEndpoints } from '../../shared/group/headOfficeApi';
import { call } from '../../renderer/api/call';
import { errorMessage } from '../../renderer/api/errors';
import { useT } from '../../renderer/i18n/I18nProvider';

export type VenueName = { venueId: string; name: string };

/** A user's role and, but for an owner, the venues they see: the fields adding and changing a user share. */
export function RoleAndVenues({
  role,
  chosen,
  venues,
  onRole,
  onChosen,
}: {
  role: HubRole;
  chosen: readonly string[];
  venues: readonly VenueName[];
  onRole: (role: HubRole) => void;
  onChosen: (chosen: string[]) => void;
}) {
  const t = useT();
  return (
    <>
      <label>
        {t('hub.users.role')}
        <select value={role} onChange={(e) => onRole(HubRole.parse(e.target.value))}>
          {HubRole.options.map((r) => (
            <option key={r} value={r}>
              {t('hub.role', { role: r })}
            </option>
          ))}
        </select>
      </label>
      {role === 'owner' ? (
        <p className="muted">{t('hub.users.ownerSeesAll')}</p>
      ) : (
        <fieldset>
          <legend>{t('hub.users.venues')}</legend>
          {venues.map((v) => (
            <label key={v.venueId} className="check">
              <input
                type="checkbox"
                checked={chosen.includes(v.venueId)}
                onChange={(e) =>
                  onChosen(e.target.checked ? [...chosen, v.venueId] : chosen.filter((x) => x !== v.venueId))
                }
              />
              {v.name}
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}

/**
 * An owner changes a user's role and venues (the table's `setAccess`, owners only). The server keeps at least
 * one owner and says so in the reader's language; the user sees the change at their next request.
 */
export function ChangeAccess({
  user,
  venues,
  onDone,
  onClose,
}: {
  user: HubAccount;
  venues: readonly VenueName[];
  onDone: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const [role, setRole] = useState<HubRole>(user.role);
  const [chosen, setChosen] = useState<string[]>(user.role === 'owner' ? [] : user.venues);
  const save = useMutation({
    mutationFn: () =>
      call(hubEndpoints.accounts.setAccess, {
        params: { username: user.username },
        body: { role, venues: role === 'owner' ? [] : chosen },
      }),
    onSuccess: onDone,
  });
  const heading = `change-${user.username}-heading`;
  return (
    <form
      className="card form"
      aria-labelledby={heading}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <h3 id={heading} className="wrap">
        {t('hub.users.editHeading', { username: user.username })}
      </h3>
      <RoleAndVenues role={role} chosen={chosen} venues={venues} onRole={setRole} onChosen={setChosen} />
      {save.isError ? <p role="alert">{errorMessage(save.error, t('hub.users.saveFailed'))}</p> : null}
      {save.isSuccess ? <p role="status">{t('hub.users.saved', { username: user.username })}</p> : null}
      <div className="actions">
        <button type="submit" disabled={save.isPending}>
          {t('hub.users.save')}
        </button>
        <button type="button" onClick={onClose}>
          {t('hub.users.cancel')}
        </button>
      </div>
    </form>
  );
}
