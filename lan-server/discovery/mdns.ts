import { Bonjour } from 'bonjour-service';
import type { AppContext } from '../context';
import { mdnsHostName } from './lanAddresses';

/**
 * Advertises the LAN door over mDNS/DNS-SD as `_http._tcp`, so iPads, Android 12+ tablets and laptops find
 * the appliance as "<business name>.local"-style service without anyone typing an IP address (older Android
 * cannot resolve .local, which is why the Devices panel shows IP QR codes too; docs/front-desk-app.md).
 */

/** Options passed through to multicast-dns; tests use them to stay on loopback and a private port. */
export interface MdnsTransportOptions {
  /** Interface address to send multicast on (e.g. '127.0.0.1'); default: all. */
  interface?: string;
  /** Address the socket binds; default: all. */
  bind?: string;
  /** UDP port; default 5353, the real mDNS port. */
  port?: number;
}

export interface LanDoorAdvertisement {
  /** The instance name actually advertised (after cleaning). */
  readonly name: string;
  /** The LAN door by its .local host name, for devices that resolve mDNS names. */
  readonly url: string;
  /** Sends goodbye packets and closes the mDNS socket; safe to call twice. */
  stop(): Promise<void>;
}

export const FALLBACK_SERVICE_NAME = 'Doubletop';

/**
 * An instance name from the business name. DNS-SD allows up to 63 bytes of UTF-8 and bonjour-service
 * turns dots into dashes; control characters are dropped; an empty business name falls back to
 * 'Doubletop' so the service is never nameless.
 */
export function serviceNameFor(businessName: string | null | undefined): string {
  const cleaned = (businessName ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  let name = cleaned || FALLBACK_SERVICE_NAME;
  while (new TextEncoder().encode(name).length > 63) name = name.slice(0, -1);
  return name;
}

export function advertiseLanDoor(options: {
  businessName: string | null | undefined;
  port: number;
  /** Path a browser should open; carried in the TXT record for DNS-SD browsers that show it. */
  path?: string;
  transport?: MdnsTransportOptions;
  onError?: (error: unknown) => void;
}): LanDoorAdvertisement {
  const onError = options.onError ?? (() => {});
  // bonjour-service's default error callback throws from inside a socket event, which would take the
  // whole server down because a Wi-Fi adapter blinked; mDNS is a convenience, so errors are reported only.
  const bonjour = new Bonjour(options.transport ?? {}, onError);
  const name = serviceNameFor(options.businessName);
  // The SRV target and A records must carry the `.local` name tablets will ask for.
  const host = mdnsHostName();
  const service = bonjour.publish({
    name,
    type: 'http',
    protocol: 'tcp',
    host,
    port: options.port,
    txt: { path: options.path ?? '/' },
  });
  service.on('error', onError);

  let stopped: Promise<void> | null = null;
  return {
    name,
    url: `http://${host}:${options.port}`,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        // unpublishAll sends the goodbye packets; destroy closes the UDP socket. Bounded, so a wedged
        // network stack cannot hold up the venue's shutdown.
        let finished = false;
        const timer = setTimeout(finish, 1000);
        function finish() {
          if (finished) return;
          finished = true;
          clearTimeout(timer);
          bonjour.destroy(() => resolve());
        }
        bonjour.unpublishAll(finish);
      });
      return stopped;
    },
  };
}

const advertised = new WeakMap<AppContext, LanDoorAdvertisement>();

/**
 * Advertises the running server's LAN door and remembers it for the Devices panel. The name is the
 * business name at start-up; renaming the business in Settings takes effect at the next start (mDNS
 * names are cached by clients for minutes anyway, so a live rename would gain little).
 */
export function advertiseServer(
  ctx: AppContext,
  businessName: string | null,
  port: number,
  transport?: MdnsTransportOptions,
): LanDoorAdvertisement {
  const advertisement = advertiseLanDoor({
    businessName,
    port,
    ...(transport ? { transport } : {}),
    onError: (error) =>
      ctx.log(`mDNS advertisement problem (devices can still use the IP address): ${String(error)}`),
  });
  advertised.set(ctx, advertisement);
  return advertisement;
}

/** The .local URL of this server's LAN door, or null when it is not advertised. */
export function advertisedUrlOf(ctx: AppContext): string | null {
  return advertised.get(ctx)?.url ?? null;
}
