import { NotFoundNotice } from '@/components/NotFoundNotice';
import { SiteFrame } from '@/components/SiteFrame';

/**
 * Every address no route matches (/en/nowhere, /ko/rules/chess): the translated 404 in the language of the request
 * (the one the proxy matched, else the default), drawn on the server inside the root layout's <html lang>.
 */
export default function RootNotFound() {
  return (
    <SiteFrame>
      <NotFoundNotice />
    </SiteFrame>
  );
}
