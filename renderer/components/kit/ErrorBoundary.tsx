import { Component, type ErrorInfo, type ReactNode } from 'react';
import { clientErrorEndpoints, type ClientErrorReport } from '../../../shared/api/clientErrors';
import common from '../../../shared/i18n/catalogues/common/en';
import { call } from '../../api/call';
import { useTIfItHas } from '../../i18n/i18nContext';

interface Props {
  /** Which app this boundary guards, for the log line. */
  app: ClientErrorReport['app'];
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** The id the server logged the report under, once it answered. */
  reference: string | null;
}

/**
 * At the root of each app (staff, tablet, TV, booking page): a screen that throws while drawing — or a
 * server answer that does not match its contract (renderer/api/call.ts) — shows a calm page with a
 * Reload button instead of a blank one, and the error goes to the server's log with a request id the
 * page shows. Nothing else is lost: the server holds every booking, game and setting. Each entry puts it inside
 * its language provider, so the page is in the screen's language (the `common` words); drawn outside one
 * (the provider itself failed) or under one without those words (the TV's), it is in English.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, reference: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const stack = `${error.stack ?? ''}\n${info.componentStack ?? ''}`.slice(0, 2000);
    call(clientErrorEndpoints.report, {
      body: {
        app: this.props.app,
        path: window.location.pathname.slice(0, 200),
        message: `${error.name}: ${error.message}`.slice(0, 500),
        stack,
      },
    }).then(
      (logged) => this.setState({ reference: logged.requestId }),
      () => undefined, // The network is down too: the page still offers a reload.
    );
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <CrashScreen reference={this.state.reference} />;
  }
}

/** English, the catalogue's own source text, for a crash drawn where no provider has the words. */
const englishCrash = (key: keyof typeof common, reference = '') =>
  common[key].replace('{reference}', reference);

function CrashScreen({ reference }: { reference: string | null }) {
  const t = useTIfItHas('common.crash.title');
  const words = (key: 'common.crash.title' | 'common.crash.text' | 'common.crash.reload') =>
    t ? t(key) : englishCrash(key);
  return (
    // The page's one main landmark; what went wrong is announced as it appears.
    <main className="error-boundary">
      <div role="alert">
        <h1>{words('common.crash.title')}</h1>
        <p>{words('common.crash.text')}</p>
      </div>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {words('common.crash.reload')}
      </button>
      {reference && (
        <p className="error-boundary-reference">
          {t ? t('common.crash.reference', { reference }) : englishCrash('common.crash.reference', reference)}
        </p>
      )}
    </main>
  );
}
