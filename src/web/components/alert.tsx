import type { ReactNode } from 'react';

interface AlertProps {
  kind: 'error' | 'success' | 'info';
  children: ReactNode;
  className?: string;
}

/** Errors are announced as alerts; success and information politely, as status. */
export function Alert({ kind, children, className }: AlertProps) {
  return (
    <div
      className={`alert alert--${kind}${className ? ` ${className}` : ''}`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}
