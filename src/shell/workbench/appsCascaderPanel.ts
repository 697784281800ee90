/**
 * The cascader panel of the "my apps" popover, loaded when the popover first
 * opens (or the pointer or focus reaches its button): antd's Cascader is
 * ~15 KB compressed that home would otherwise load before its first paint
 * for a popover most visits never open (page weight).
 */
import { moduleLoad } from '../../core/react';

export const appsCascaderPanel = moduleLoad(() => import('antd/es/cascader').then((module) => module.default.Panel));
