import type { Controller } from '../http/controller.ts';

export const assetController: Controller = {};
