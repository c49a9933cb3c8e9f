// Every look-alike entity of the product: the generated CRUD suite runs each one.
export * from './base.ts';
export * from './post.ts';
export * from './param.ts';
export * from './client.ts';
export * from './tree-fields.ts';
export * from './dict.ts';
export * from './dict-biz.ts';
export * from './dept.ts';
export * from './region.ts';
export * from './user.ts';
export * from './tenant.ts';
export * from './tenant-package.ts';
export * from './menu.ts';
export * from './topmenu.ts';
export * from './role.ts';
export * from './data-scope.ts';
export * from './api-scope.ts';
export * from './translate.ts';
export * from './oss.ts';
export * from './sms.ts';
export * from './attach.ts';
export * from './notice.ts';
export * from './log.ts';
export * from './report.ts';
export * from './export.ts';
export * from './datasource.ts';
export * from './model.ts';
export * from './code.ts';

import { clientEntity } from './client.ts';
import { deptEntity } from './dept.ts';
import { dictBizEntity } from './dict-biz.ts';
import { dictEntity } from './dict.ts';
import { paramEntity } from './param.ts';
import { postEntity } from './post.ts';
import { userEntity } from './user.ts';
import { tenantEntity } from './tenant.ts';
import { tenantPackageEntity } from './tenant-package.ts';
import { menuEntity } from './menu.ts';
import { topMenuEntity } from './topmenu.ts';
import { roleEntity } from './role.ts';
import { dataScopeEntity } from './data-scope.ts';
import { apiScopeEntity } from './api-scope.ts';
import { translateClassificationEntity, translateEntryEntity, translateLabelEntity } from './translate.ts';
import { ossEntity } from './oss.ts';
import { attachEntity } from './attach.ts';
import { datasourceEntity } from './datasource.ts';
import { modelEntity, modelPrototypeEntity } from './model.ts';
import { codeEntity } from './code.ts';
import { smsEntity } from './sms.ts';
import { noticeEntity } from './notice.ts';

/** The declared entities, for the generated CRUD suite and the route table. */
export const ENTITIES = [postEntity, paramEntity, clientEntity, tenantEntity, tenantPackageEntity, userEntity, dictEntity, dictBizEntity, deptEntity, menuEntity, topMenuEntity, roleEntity, dataScopeEntity, apiScopeEntity,
  translateEntryEntity, translateClassificationEntity, translateLabelEntity,
  datasourceEntity, modelEntity, modelPrototypeEntity, codeEntity,
  ossEntity, attachEntity, smsEntity, noticeEntity] as const;
