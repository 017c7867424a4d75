import type { ComponentType } from 'react';
import type { PageProps } from '@portico/sdk';
import type { PagePath } from '../../routes';
import BatchPasswordPage from './BatchPasswordPage';
import BusinessValidationPage from './BusinessValidationPage';
import ChangePasswordPage from './ChangePasswordPage';
import QualificationListPage from './QualificationListPage';
import QualificationPage from './QualificationPage';

/** The account pages of the toolbox (personal, qualification list, business validation, passwords). */
export const ACCOUNT_PAGES: Partial<Record<PagePath, ComponentType<PageProps>>> = {
  '/personal/Index': QualificationPage,
  '/personal/QualificationList': QualificationListPage,
  '/businessValidation': BusinessValidationPage,
  '/changepwd': ChangePasswordPage,
  '/agencyMultChangPassword': BatchPasswordPage,
};
