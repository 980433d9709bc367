/**
 * How a write tells the relay there is something to send without the two importing each other: the relay
 * registers a waker per database; a write calls it (after its transaction commits, the relay runs on a later
 * turn of the event loop, so waking it from inside the transaction is safe).
 */
const wakers = new WeakMap<object, () => void>();

export function onGroupWrite(db: object, wake: () => void): () => void {
  wakers.set(db, wake);
  return () => {
    if (wakers.get(db) === wake) wakers.delete(db);
  };
}

export function wakeRelay(db: object): void {
  wakers.get(db)?.();
}
