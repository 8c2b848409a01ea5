import { createFileRoute } from '@tanstack/react-router';
import { InfoArticle } from '../features/info/info-article';
import { infoPages } from '../features/info/info-pages';

export const Route = createFileRoute('/syarat-ketentuan')({ component: () => <InfoArticle page={infoPages.syarat} /> });
