import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className="app-footer">
      © {new Date().getFullYear()} {env.productName} · {t('footer.tagline')}
    </footer>
  );
}
