import type { ReactNode } from 'react';
import type { TFamily } from '../../../../shared/api/family.js';
import { Alert } from '../../../components/alert';
import { PageLoading } from '../../../components/page-loading';
import { errorMessage } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-texts';
import { useFamily } from '../api/family';
import { useFamilyTexts } from '../use-family-texts';

interface FamilyDataProps {
  token: string;
  /** The page once read, and how to read it again (after a change). */
  children: (family: TFamily, reload: () => void) => ReactNode;
}

/** The family page read for a screen: loading, then the screen, or why it could not be read with a way to retry. */
export function FamilyData({ token, children }: FamilyDataProps) {
  const T = useFamilyTexts().family;
  const locale = useLocale();
  const { state, reload } = useFamily(token, locale);
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'error') {
    return (
      <section className="card family-card">
        <Alert kind="error">{errorMessage(state.error, T.loadFailed)}</Alert>
        <button type="button" className="btn btn--secondary" onClick={reload}>
          {T.retry}
        </button>
      </section>
    );
  }
  return <>{children(state.family, reload)}</>;
}
