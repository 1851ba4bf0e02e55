import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/lib/store/hooks';
import { PlainButton } from '@/components/form/native-inputs';
import { useGetSitePlanQuery, useGetSitePlansQuery } from '@/features/site-plans/public';
import { useGetDivisionTreeQuery } from '@/features/sites/public';
import { qrEntries, qrPlaces, svgPath, fileSlug, type QrEntry, type QrFormChoice, type QrMatrix, type QrSelection } from '../model';
import '../components/qr-sheet.css';
import { useListState } from '@/components/list/list-state';

const SITE_KEY = ['site'] as const;

const FORM_CHOICES: readonly QrFormChoice[] = ['observation', 'incident', 'both'];

/** The symbols of the sheet's URLs, made by the `qrcode` package (loaded on demand, never in an entry). */
function useQrMatrices(urls: readonly string[]) {
  const [matrices, setMatrices] = useState<ReadonlyMap<string, QrMatrix>>(new Map());
  const [failed, setFailed] = useState(false);
  const wanted = urls.join('\n');
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    import('qrcode')
      .then((qr) => {
        if (!live) return;
        setMatrices((known) => {
          const next = new Map(known);
          for (const url of wanted.split('\n')) if (!next.has(url)) next.set(url, qr.create(url, { errorCorrectionLevel: 'M' }).modules);
          return next;
        });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [wanted]);
  return { matrices, failed };
}

/**
 * /qr-codes (Site update): a printable sheet of QR codes of one site — the site, its areas, its plan's pins — that
 * open the public observation and/or incident form with the place filled in; printed from the browser or
 * downloaded as a PDF (the house PDF writer, `lib/report/pdf.ts`).
 */
export default function QrSheetPage() {
  const { t, i18n } = useTranslation('qrCodes');
  const { filters, setFilter } = useListState<{ site?: number }>({ base: '/qr-codes', filterKeys: SITE_KEY, numeric: SITE_KEY, defaultSort: '' });
  const organization = useAppSelector((s) => s.session.user?.organization?.name) ?? '';
  const sites = useGetSitePlansQuery();
  // the public forms offer active sites only
  const active = (sites.data ?? []).filter((s) => s.site_status === 'active');
  const chosenId = filters.site || 0;
  const chosen = active.find((s) => s.site_id === chosenId) ?? null;
  const tree = useGetDivisionTreeQuery(chosenId, { skip: !chosen });
  const plan = useGetSitePlanQuery(chosenId, { skip: !chosen });
  const [selection, setSelection] = useState<QrSelection>({ site: true, areas: true, locations: true });
  const [forms, setForms] = useState<QrFormChoice>('observation');
  const [pdfState, setPdfState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const areas = tree.data?.nodes ?? [];
  const pins = plan.data?.pins ?? [];
  const ready = !!chosen && !!tree.data && !!plan.data;
  // the codes open the public forms on this host: the tenant's own (the public forms know the tenant from it)
  const entries = chosen && tree.data && plan.data ? qrEntries(window.location.origin, qrPlaces({ id: chosen.site_id, name: chosen.site_name }, tree.data.nodes, plan.data.pins, selection), forms) : [];
  const { matrices, failed } = useQrMatrices(entries.map((e) => e.url));
  const allDrawn = entries.length > 0 && entries.every((e) => matrices.has(e.url));

  const formName = (e: QrEntry) => t(`forms.${e.form}`);
  const placeLine = (e: QrEntry) => (e.place.kind === 'area' ? t('caption.area', { name: e.place.area.name }) : e.place.kind === 'location' ? t('caption.location', { name: e.place.pin.name }) : t('caption.wholeSite'));
  const captionLines = (e: QrEntry) => [organization, t('caption.site', { name: e.place.site.name }), placeLine(e), formName(e)].filter(Boolean);

  const onPdf = async () => {
    if (!chosen) return;
    setPdfState('busy');
    try {
      const [{ buildReportPdf }, { downloadBlob }] = await Promise.all([import('@/lib/report/pdf'), import('@/lib/files/download-blob')]);
      const sections = entries.map((e) => ({ code: matrices.get(e.url), title: `${formName(e)}: ${placeLine(e)}`, gap: 14, lines: [...captionLines(e).filter((l) => l !== formName(e) && l !== placeLine(e)), e.url] }));
      const blob = await buildReportPdf(t('sheet.title', { name: chosen.site_name }), [{ lines: [organization, t('sheet.howTo')].filter(Boolean) }, ...sections], { lang: i18n.language });
      downloadBlob(blob, `qr-codes-${fileSlug(chosen.site_name)}.pdf`, 'application/pdf');
      setPdfState('idle');
    } catch {
      setPdfState('failed');
    }
  };

  const toggle = (key: keyof QrSelection) => setSelection((s) => ({ ...s, [key]: !s[key] }));

  return (
    <div className="qr-page">
      <div className="no-print">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        {sites.isLoading ? (
          <p role="status">{t('loading')}</p>
        ) : sites.error ? (
          <p role="alert">{t('loadFailed')}</p>
        ) : (
          <div className="qr-controls">
            <div className="field">
              <label htmlFor="qr-site">{t('site')}</label>
              <select id="qr-site" className="native-input" value={chosen ? chosen.site_id : ''} onChange={(e) => setFilter('site', e.target.value ? Number(e.target.value) : undefined)}>
                <option value="">{t('chooseSite')}</option>
                {active.map((s) => (
                  <option key={s.site_id} value={s.site_id}>
                    {s.site_name}
                  </option>
                ))}
              </select>
            </div>
            {chosen && (
              <>
                <fieldset className="qr-group">
                  <legend>{t('which.legend')}</legend>
                  <label>
                    <input type="checkbox" checked={selection.site} onChange={() => toggle('site')} /> {t('which.site')}
                  </label>
                  <label>
                    <input type="checkbox" checked={selection.areas} onChange={() => toggle('areas')} /> {t('which.areas', { n: areas.length })}
                  </label>
                  <label>
                    <input type="checkbox" checked={selection.locations} onChange={() => toggle('locations')} /> {t('which.locations', { n: pins.length })}
                  </label>
                </fieldset>
                <fieldset className="qr-group">
                  <legend>{t('form.legend')}</legend>
                  {FORM_CHOICES.map((f) => (
                    <label key={f}>
                      <input type="radio" name="qr-form" value={f} checked={forms === f} onChange={() => setForms(f)} /> {t(`form.${f}`)}
                    </label>
                  ))}
                </fieldset>
                {plan.data && pins.length === 0 && (
                  <p>
                    {t('noPins')} <Link to={`/sites/${chosen.site_id}/map-view`}>{t('openPlan', { name: chosen.site_name })}</Link>
                  </p>
                )}
                <div className="qr-actions">
                  <PlainButton type="button" label={t('print')} disabled={!allDrawn} onClick={() => window.print()} />
                  <PlainButton type="button" className="p-button-outlined" label={t('pdf')} disabled={!allDrawn} loading={pdfState === 'busy'} onClick={() => void onPdf()} />
                </div>
                <p role="status" className="qr-status">
                  {pdfState === 'busy' ? t('pdfBusy') : ready ? t('count', { n: entries.length }) : t('loadingSite')}
                </p>
                {(failed || pdfState === 'failed' || tree.error || plan.error) && <p role="alert">{failed ? t('drawFailed') : pdfState === 'failed' ? t('pdfFailed') : t('loadFailed')}</p>}
              </>
            )}
          </div>
        )}
      </div>
      {chosen && ready && entries.length > 0 && (
        <section className="qr-sheet" aria-labelledby="qr-sheet-title">
          <h2 id="qr-sheet-title">{t('sheet.title', { name: chosen.site_name })}</h2>
          <p className="qr-howto">{t('sheet.howTo')}</p>
          <ul className="qr-grid">
            {entries.map((e) => {
              const matrix = matrices.get(e.url);
              const label = t('codeLabel', { form: formName(e), place: placeLine(e), site: e.place.site.name });
              return (
                <li key={e.key} className="qr-card">
                  {matrix ? (
                    <svg className="qr-symbol" role="img" aria-label={label} viewBox={`0 0 ${matrix.size + 8} ${matrix.size + 8}`} shapeRendering="crispEdges">
                      <rect width="100%" height="100%" fill="#fff" />
                      <path d={svgPath(matrix)} fill="#000" />
                    </svg>
                  ) : (
                    <span className="qr-symbol qr-symbol--pending" role="img" aria-label={t('drawing')} />
                  )}
                  <div className="qr-caption">
                    {captionLines(e).map((line, n) => (
                      <span key={n} className={n === 0 && organization ? 'qr-org' : undefined}>
                        {line}
                      </span>
                    ))}
                    <span className="qr-url">{e.url}</span>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {chosen && ready && entries.length === 0 && <p className="no-print">{t('nothingChosen')}</p>}
    </div>
  );
}
