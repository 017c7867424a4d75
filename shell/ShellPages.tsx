import { Button, Spinner, Title2, Body1 } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { SHELL_MESSAGES } from './messages';

/** 404 (spec §2.2): the page is lost, check the URL, back to the home route. */
export function NotFoundPage() {
  return (
    <section className="portico-status-page" aria-labelledby="portico-404-title">
      <div className="portico-status-code" aria-hidden="true">404</div>
      <Title2 as="h1" id="portico-404-title">{SHELL_MESSAGES.notFoundTitle}</Title2>
      <Body1 as="p">{SHELL_MESSAGES.notFoundBody}</Body1>
      <Link to="/markets/" className="portico-primary-link">{SHELL_MESSAGES.backHome}</Link>
    </section>
  );
}

/** Shown instead of a page the user may not open. */
export function ForbiddenPage({ title }: { readonly title: string }) {
  return (
    <section className="portico-status-page" aria-labelledby="portico-403-title">
      <Title2 as="h1" id="portico-403-title">{SHELL_MESSAGES.forbiddenTitle}</Title2>
      <Body1 as="p">{SHELL_MESSAGES.forbiddenBody(title)}</Body1>
      <Link to="/markets/" className="portico-primary-link">{SHELL_MESSAGES.backHome}</Link>
    </section>
  );
}

/** Loading indicator while a sub-app chunk loads (spec §2.1). */
export function PageLoading({ title }: { readonly title: string }) {
  return (
    <div className="portico-page-loading" role="status">
      <Spinner size="medium" label={SHELL_MESSAGES.loading(title)} />
    </div>
  );
}

/** The 405 blocking page (spec §8): the message and a back button. */
export function BlockingPage({ message, onBack }: { readonly message: string; readonly onBack: () => void }) {
  return (
    <section className="portico-status-page portico-blocked" role="alertdialog" aria-labelledby="portico-blocked-title">
      <Title2 as="h1" id="portico-blocked-title">{message}</Title2>
      <Button appearance="primary" onClick={onBack}>{SHELL_MESSAGES.blockedBack}</Button>
    </section>
  );
}
