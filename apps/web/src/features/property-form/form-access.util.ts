import { featureMessage } from '@domus/shared/constants/messages.constants';
import type { DialogCode } from '@/components/access/access-codes';
import { type GateSettings, type GateUser, memberGateFailure } from '@/components/access/member-gate.util';
import type { PackageLimit } from './property-form.types';

// Whether the member may open the listing form, in the server's guard order (contract §1.7, §4.4):
// a complete profile, agent verification where the operator requires it, and for a new listing a
// package with property_list units left (§4.5; the client checks all three flags, spec §9). The
// server refuses the same way on save; checking first spares filling a form in vain.

export interface FormRefusal {
  code: DialogCode;
  details: Record<string, unknown> | null;
}

export function formRefusal(
  user: GateUser | null,
  settings: GateSettings | null,
  limit: PackageLimit | null,
): FormRefusal | null {
  const gate = memberGateFailure(user, settings);
  if (gate) return gate;
  if (!limit) return null;
  const feature = 'property_list';
  if (!limit.package_available) {
    return {
      code: 'PACKAGE_NOT_AVAILABLE',
      details: { feature, feature_message: featureMessage('package', feature) },
    };
  }
  if (!limit.feature_available) {
    return {
      code: 'FEATURE_NOT_AVAILABLE',
      details: { feature, feature_message: featureMessage('package', feature) },
    };
  }
  if (!limit.limit_available) {
    return {
      code: 'LIMIT_NOT_AVAILABLE',
      details: { feature, feature_message: featureMessage('limit', feature) },
    };
  }
  return null;
}
