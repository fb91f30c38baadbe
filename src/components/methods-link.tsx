import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';

/** The link every ranked screen and rule line gives to #/methods; `label` in the screen's language. */
export function MethodsLink({ label }: { label?: string }) {
  return (
    <Link href="/methods" className="underline">
      {label ?? <Trans>How every figure is computed</Trans>}
    </Link>
  );
}
