import * as Dialog from '@radix-ui/react-dialog';
import type { Lane } from '../../../shared/api/lanes';
import type { Currency } from '../../../shared/api/settings';
import { feeDue } from '../../../shared/lanes/laneCard';
import { formatMoney } from '../../../shared/money';
import { CloseButton, DialogFrame } from '../../components/DialogFrame';
import { errorMessage } from '../../api/errors';
import { useStopSession } from '../../api/queries/lanes';
import { toast } from '../../stores/toasts';

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
  const fee = lane ? feeDue(lane) : null;
  const end = () => {
    if (!lane) return;
    stop.mutate(lane.id, {
      onSuccess: () => {
        toast({
          title: 'Session Ended',
          description: `Lane ${lane.number} is free again.`,
          variant: 'success',
        });
        onClose();
      },
      onError: (err) =>
        toast({
          title: 'Error',
          description: errorMessage(err, 'Failed to end the session'),
          variant: 'destructive',
        }),
    });
  };
  return (
    <Dialog.Root open={lane !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogFrame
        title={lane ? `End the session on Lane ${lane.number}?` : 'End Session'}
        description="The players' game stops and the lane becomes free."
      >
        {fee ? (
          <dl className="end-session-fee">
            <dt>Session fee</dt>
            <dd>{formatMoney(fee.fee, currency)}</dd>
            {fee.prepaid ? (
              <>
                <dt>Prepaid</dt>
                <dd>{formatMoney(fee.prepaid, currency)}</dd>
              </>
            ) : null}
            <dt>Fee due</dt>
            <dd className="end-session-due">{formatMoney(fee.due, currency)}</dd>
          </dl>
        ) : null}
        <div className="dialog-actions">
          <CloseButton>Keep Playing</CloseButton>
          <button
            type="button"
            className="btn btn-danger end-session-confirm"
            disabled={stop.isPending}
            onClick={end}
          >
            {stop.isPending ? 'Ending...' : 'End Session'}
          </button>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
