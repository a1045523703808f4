import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/page-loading';

/** The public shell: one centred card on a quiet background (customer login, shop, staff logins, 404). */
export function CustomerLayout() {
  return (
    <main className="centered-shell" id="main">
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
