import { Link } from 'wouter';

/** The link every ranked screen and rule line gives to #/methods. */
export function MethodsLink({ label = 'How every figure is computed' }: { label?: string }) {
  return (
    <Link href="/methods" className="underline">
      {label}
    </Link>
  );
}
