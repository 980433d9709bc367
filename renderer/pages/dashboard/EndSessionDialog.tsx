import * as Dialog from '@radix-ui/react-dialog';
import type { Lane } from '../../../shared/api/lanes';
import type { Currency } from '../../../shared/api/settings';
import { feeDue } from '../../../shared/lanes/laneCard';
import { formatMoney } from '../../../shared/money';
import { CloseButton, DialogFrame } from '../../components/DialogFrame';
import { errorMessage } from '../../api/errors';
import { useStopSession } from '../../api/queries/lanes';
import { toast } from '../../stores/toasts';
import { useLanguage, useT } from '../../i18n/I18nProvider';

interface Props {
  /** The lane whose End Session was pressed; null while the dialog is closed. */
  lane: Lane | null;
  currency: Currency;
  onClose(): void;
}

/**
 * End Session asks before it ends anything — a session ended by a stray click cannot be resumed — and shows
 * what to take from the customer (the fee less any prepaid amount); then a toast says it ended.
 */
export function EndSessionDialog({ lane, currency, onClose }: Props) {
  const stop = useStopSession();
  const t = useT();
  const language = useLanguage();
  const fee = lane ? feeDue(lane) : null;
  const end = () => {
    if (!lane) return;
    stop.mutate(lane.id, {
      onSuccess: () => {
        toast({
          title: t('staff.end.ended'),
          description: t('staff.end.free', { number: lane.number }),
          variant: 'success',
        });
        onClose();
      },
      onError: (err) =>
        toast({
          title: t('staff.dashboard.error'),
          description: errorMessage(err, t('staff.end.failed')),
          variant: 'destructive',
        }),
    });
  };
  return (
    <Dialog.Root open={lane !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogFrame
        title={lane ? t('staff.end.question', { number: lane.number }) : t('staff.end.title')}
        description={t('staff.end.description')}
      >
        {fee ? (
          <dl className="end-session-fee">
            <dt>{t('staff.end.fee')}</dt>
            <dd>{formatMoney(fee.fee, currency, language)}</dd>
            {fee.prepaid ? (
              <>
                <dt>{t('staff.end.prepaid')}</dt>
                <dd>{formatMoney(fee.prepaid, currency, language)}</dd>
              </>
            ) : null}
            <dt>{t('staff.end.due')}</dt>
            <dd className="end-session-due">{formatMoney(fee.due, currency, language)}</dd>
          </dl>
        ) : null}
        <div className="dialog-actions">
          <CloseButton>{t('staff.end.keepPlaying')}</CloseButton>
          <button
            type="button"
            className="btn btn-danger end-session-confirm"
            disabled={stop.isPending}
            onClick={end}
          >
            {stop.isPending ? t('staff.end.ending') : t('staff.end.title')}
          </button>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
