import { PageHeader } from './page-header';

/** A screen whose content later work fills in: only its heading for now, nothing made up. */
export function PlaceholderPage({ title }: { title: string }) {
  return <PageHeader title={title} />;
}
