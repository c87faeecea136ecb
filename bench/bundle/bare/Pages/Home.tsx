import { useLaravelReactI18n } from 'laravel-react-i18n';

export default function Home() {
  const { t } = useLaravelReactI18n();
  return <h1>{t('home.title')}</h1>;
}
