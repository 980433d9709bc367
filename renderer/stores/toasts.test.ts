import { beforeEach, describe, expect, it } from 'vitest';
import { toast, useToasts } from './toasts';

describe('toasts', () => {
  beforeEach(() => useToasts.setState({ toasts: [] }));

  it('keeps only one visible: a new toast replaces the old', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    const { toasts } = useToasts.getState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Second', variant: 'destructive' });
  });

  it('dismisses by id', () => {
    toast({ title: 'Gone soon' });
    const id = useToasts.getState().toasts[0]?.id ?? -1;
    useToasts.getState().dismiss(id);
    expect(useToasts.getState().toasts).toEqual([]);
  });
});
