import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { mailEndpoints } from '../../../shared/api/mail';
import { mailQueries, opsQueries } from '../../api/queries/settingsSections';
import { errorMessage } from '../../api/errors';
import { toast } from '../../stores/toasts';
import { failuresText, shownInstant } from './emailForm';
import { useWords } from '../../i18n/words';
import { useVenue } from '../../api/queries/settings';

/** Refreshed with the outbox list, so a new refusal shows while Settings is open. */
const FAILURES_REFRESH_MS = 5000;

/**
 * Above the outbox: how many confirmations could not be sent that nobody has marked as seen (the same count
 * the health check warns about), and 'Mark as seen', which quiets the warning without touching the messages —
 * they stay in the list below with the mail server's reason.
 */
export function MailFailuresNotice() {
  const queryClient = useQueryClient();
  const words = useWords();
  const { t, language } = words;
  const { zone } = useVenue();
  const failures = useQuery({
    ...mailQueries.failures(),
    refetchInterval: FAILURES_REFRESH_MS,
  });
  const markSeen = useMutation({
    mutationFn: () => call(mailEndpoints.markFailuresSeen),
    onSuccess: (answer) => {
      queryClient.setQueryData(mailQueries.failures().queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: opsQueries.health().queryKey });
      toast({ title: t('staff.email.seen'), variant: 'success' });
    },
    onError: (err) =>
      toast({
        title: t('staff.email.seenFailed'),
        description: errorMessage(err, t('staff.email.tryAgain')),
        variant: 'destructive',
      }),
  });
  if (!failures.data) return null;
  const text = failuresText(words, failures.data, (iso) => shownInstant(iso, zone, language));
  if (!text) return null;
  if (failures.data.unseen === 0) return <p className="muted">{text}</p>;
  return (
    <div className="mail-failures" role="status">
      <p>{text}</p>
      <button
        type="button"
        className="btn btn-outline"
        disabled={markSeen.isPending}
        onClick={() => markSeen.mutate()}
      >
        {markSeen.isPending ? t('staff.email.marking') : t('staff.email.markSeen')}
      </button>
    </div>
  );
}
