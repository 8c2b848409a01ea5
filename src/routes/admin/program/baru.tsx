import { createFileRoute } from '@tanstack/react-router';
import { ProgramCreate } from '../../../features/admin/program-editor';

export const Route = createFileRoute('/admin/program/baru')({ component: ProgramCreate });
