/** Whose emergency panel: the signed-in owner's, or an account's from the back office. */
export type EmergencyScope = { kind: 'own' } | { kind: 'account'; userId: number };

export const OWN_EMERGENCY: EmergencyScope = { kind: 'own' };

export const emergencyQueryKey = (scope: EmergencyScope) =>
  scope.kind === 'own' ? (['emergency'] as const) : (['emergency', scope.userId] as const);
