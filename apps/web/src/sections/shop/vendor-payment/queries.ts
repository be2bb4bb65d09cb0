export const vendorPaymentKeys = {
  all: ['vendor-payments'] as const,
  mine: () => [...vendorPaymentKeys.all, 'mine'] as const,
  myLedger: () => [...vendorPaymentKeys.all, 'mine', 'ledger'] as const,
  adminLists: () => [...vendorPaymentKeys.all, 'admin', 'list'] as const,
  adminLedger: (vendorId: string) => [...vendorPaymentKeys.all, 'admin', 'ledger', vendorId] as const,
};
