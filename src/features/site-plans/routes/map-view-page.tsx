import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/ability/use-can';
import { MissingRecord } from '@/components/feedback/missing-record';
import { FileField } from '@/lib/files/file-field';
import { IMAGE_TYPES } from '@/lib/files/validate-upload';
import { PLAN_IMAGE_ACCEPT } from '../model';
import { useGetPlanImageQuery, useGetSitePlanQuery, useUploadPlanImageMutation } from '../api/site-plans-api';
import { PlanEditor } from '../components/plan-editor';
import { refusedMessages } from '../components/plan-forms';
import { planRuleKey } from '../schemas/rule-messages';
import '../components/site-plans.css';

const statusOf = (error: unknown) => (error && typeof error === 'object' && 'status' in error ? error.status : null);

/** /sites/:id/map-view: the plan image of a site with its pins and zones (Site read; changes need Site update). */
export default function MapViewPage() {
  const { t } = useTranslation('sitePlans');
  const { t: tQr } = useTranslation('qrCodes');
  const siteId = Number(useParams().id);
  const valid = Number.isInteger(siteId) && siteId > 0;
  const canEdit = useCan('update', 'Site');
  const plan = useGetSitePlanQuery(siteId, { skip: !valid });
  const image = useGetPlanImageQuery(siteId, { skip: !valid || !plan.data?.image });
  const [upload, uploading] = useUploadPlanImageMutation();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState('');
  const notFound = !valid || statusOf(plan.error) === 404;

  const onImage = async (files: { name: string; type: string; size: number; data_url: string }[]) => {
    const file = files[0];
    if (!file) return;
    setUploadError(null);
    setUploaded('');
    const result = await upload({ siteId, image: file });
    if (result.error) {
      const messages = refusedMessages(result.error);
      setUploadError(messages ? messages.map((m) => (planRuleKey(m) ? t(planRuleKey(m)!) : t('image.refused', { reason: m }))).join(' ') : t('errors.saveFailed'));
      return;
    }
    setUploaded(t('image.uploaded', { name: file.name, width: result.data.image?.width ?? 0, height: result.data.image?.height ?? 0 }));
  };

  const site = plan.data?.site;
  return (
    <div className="site-plan-page">
      <p className="plan-links">
        <Link to="/map-plotting">
          <i className="pi pi-arrow-left" aria-hidden="true" /> {t('links.allPlans')}
        </Link>
        {site && <Link to={`/sites/${site.id}/divisions`}>{t('links.divisions', { name: site.name })}</Link>}
        <Link to="/site-permits">{t('links.permits')}</Link>
        {/* the site's QR code sheet (features/qr-codes): its pins become codes */}
        {site && canEdit && <Link to={`/qr-codes?site=${site.id}`}>{tQr('links.openOne', { name: site.name })}</Link>}
      </p>
      <h1>{site ? t('mapView.title', { name: site.name }) : t('mapView.titlePlain')}</h1>
      {notFound ? (
        <MissingRecord loading={false} text={t('mapView.notFound')} />
      ) : plan.isLoading ? (
        <p role="status">{t('mapView.loading')}</p>
      ) : !plan.data ? (
        <p role="alert">{t('mapView.loadFailed')}</p>
      ) : (
        <>
          {canEdit && (
            <section className="plan-upload" aria-labelledby="plan-upload-title">
              <h2 id="plan-upload-title">{plan.data.image ? t('image.replaceTitle') : t('image.uploadTitle')}</h2>
              <FileField
                id="plan-image"
                label={t('image.label')}
                hint={plan.data.image ? t('image.replaceHint') : t('image.hint')}
                accept={PLAN_IMAGE_ACCEPT}
                allowedTypes={IMAGE_TYPES}
                value={[]}
                onChange={(files) => void onImage(files)}
                error={uploadError}
              />
              {uploading.isLoading && <p role="status">{t('image.uploading')}</p>}
              {uploaded && <p role="status">{uploaded}</p>}
            </section>
          )}
          {plan.data.image ? (
            <PlanEditor plan={{ ...plan.data, image: plan.data.image }} imageUrl={image.data?.data_url ?? null} canEdit={canEdit} />
          ) : (
            <p className="plan-empty">{canEdit ? t('mapView.noImageEdit') : t('mapView.noImage')}</p>
          )}
        </>
      )}
    </div>
  );
}
