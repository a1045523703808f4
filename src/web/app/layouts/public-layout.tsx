import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/page-loading';

/** The public shell: one centred card on a quiet background (seller login, shop, staff logins, 404). */
export function PublicLayout() {
  return (
    <main className="centered-shell" id="main">
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
