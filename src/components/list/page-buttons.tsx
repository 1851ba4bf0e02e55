/** Previous / next buttons with "page N of M" for a short paged list inside a panel (drill-down records). */
export function PageButtons({ page, pages, onPage, labels, className }: { page: number; pages: number; onPage(page: number): void; labels: { nav: string; prev: string; next: string; status: string }; className: string }) {
  if (pages <= 1) return null;
  return (
    <nav className={className} aria-label={labels.nav}>
      <button type="button" className="p-button p-button-text p-button-sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {labels.prev}
      </button>
      <span>{labels.status}</span>
      <button type="button" className="p-button p-button-text p-button-sm" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        {labels.next}
      </button>
    </nav>
  );
}
