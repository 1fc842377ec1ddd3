import { z } from 'zod';
import { ADMIN_PERMISSIONS, isBuiltInRole } from '../constants/admin-permissions.constants';
import { VERIFICATION_STATUSES } from '../constants/enums.constants';
import { emailField, NAME_MAX, passwordField } from './account.schema';
import {
  boolParam,
  enumListParam,
  enumParam,
  idParam,
  pagination,
  required,
  textParam,
} from './params.schema';

// The operators' staff calls (admin/staff-roles, admin/staff) and members calls (admin/members),
// and the console's forms: one set of rules and messages for both (issue 14).

export const STAFF_ROLE_NAME_MAX = 40;

export const STAFF_MESSAGES = {
  roleNameRequired: 'Role name is required',
  roleNameFormat: 'Use lowercase letters, digits and dashes, starting with a letter',
  roleNameReserved: 'This name is reserved',
  roleNameTaken: 'A role with this name already exists',
  permissionsRequired: 'Choose at least one permission',
  roleRequired: 'Choose a role',
  roleUnknown: 'This role does not exist',
} as const;

const ROLE_NAME = /^[a-z][a-z0-9-]*$/;

/** A staff role's name: a lowercase slug that is not one of the built-in account roles. */
function roleNameField() {
  return required(textParam('Role name', STAFF_ROLE_NAME_MAX), STAFF_MESSAGES.roleNameRequired)
    .refine((name) => ROLE_NAME.test(name), { message: STAFF_MESSAGES.roleNameFormat, abort: true })
    .refine((name) => !isBuiltInRole(name), { message: STAFF_MESSAGES.roleNameReserved });
}

const roleFields = {
  name: roleNameField(),
  permissions: required(
    enumListParam('Permissions', ADMIN_PERMISSIONS),
    STAFF_MESSAGES.permissionsRequired,
  ).refine((list) => list.length > 0, { message: STAFF_MESSAGES.permissionsRequired }),
};

/** `POST admin/staff-roles`. */
export const adminStaffRoleSchema = z.object(roleFields);
/** `PATCH admin/staff-roles/{id}`: name and permissions replaced as a whole. */
export const adminStaffRoleUpdateSchema = z.object({ id: required(idParam('id')), ...roleFields });
/** `GET` / `DELETE` of one record by id (staff roles, staff, members). */
export const adminIdSchema = z.object({ id: required(idParam('id')) });

/** The role a staff account gets: `admin` or a staff role's name (checked against the table). */
const staffRoleField = () => required(textParam('Role', STAFF_ROLE_NAME_MAX), STAFF_MESSAGES.roleRequired);

/** `POST admin/staff`: a new account that signs in with email and password, holding a role. */
export const adminStaffCreateSchema = z.object({
  name: required(textParam('Name', NAME_MAX)),
  email: emailField(),
  password: passwordField(),
  role: staffRoleField(),
});

/** `PATCH admin/staff/{id}`: another role. `DELETE admin/staff/{id}` makes the account a member. */
export const adminStaffRoleChangeSchema = z.object({ id: required(idParam('id')), role: staffRoleField() });

/** `POST admin/members`: a password, or none and the member is mailed a link to set one. */
export const adminMemberCreateSchema = z.object({
  name: required(textParam('Name', NAME_MAX)),
  email: emailField(),
  password: passwordField().optional(),
});

export const MEMBER_ROLE_FILTERS = ['member', 'agent', 'staff'] as const;
export const MEMBER_VERIFICATION_FILTERS = VERIFICATION_STATUSES;

/** `GET admin/members`: name / email / phone search, filters, newest first. */
export const adminMemberListQuerySchema = z.object({
  search: textParam('search', 100).optional(),
  active: boolParam('active').optional(),
  role: enumParam('role', MEMBER_ROLE_FILTERS).optional(),
  verification_status: enumParam('verification_status', MEMBER_VERIFICATION_FILTERS).optional(),
  ...pagination(20, 100),
});

/** `GET admin/staff`: staff accounts (admin and staff roles), newest first. */
export const adminStaffListQuerySchema = z.object({
  search: textParam('search', 100).optional(),
  ...pagination(20, 100),
});

export type AdminStaffRoleInput = z.output<typeof adminStaffRoleSchema>;
export type AdminStaffRoleUpdateInput = z.output<typeof adminStaffRoleUpdateSchema>;
export type AdminStaffCreateInput = z.output<typeof adminStaffCreateSchema>;
export type AdminMemberListQuery = z.output<typeof adminMemberListQuerySchema>;
export type AdminStaffListQuery = z.output<typeof adminStaffListQuerySchema>;
