import { createFileRoute } from '@tanstack/react-router';
import { ArticleWriter } from '../../../features/admin/article-form';

export const Route = createFileRoute('/admin/berita/baru')({ component: ArticleWriter });
