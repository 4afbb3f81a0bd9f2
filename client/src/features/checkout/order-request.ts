// The order the confirmation step places (POST /api/orders), built from what the checkout's steps saved. Typed by
// the shared schema's input (a type-only import: no schema code reaches the bundle).
import type { CustomerInfo, OrderCreateRequest } from "@store/shared/checkout";
import type { CheckoutData, ShippingPayment } from "./checkout-storage.ts";

export function orderRequest(
  checkout: CheckoutData,
  customer: CustomerInfo,
  { paymentMethod, shippingMethod }: ShippingPayment,
): OrderCreateRequest {
  return {
    customer: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phone: customer.phone,
    },
    shippingAddress: {
      country: customer.country,
      state: customer.state,
      city: customer.city,
      address: customer.address,
      zipCode: customer.zipCode,
      district: customer.district || undefined,
      ward: customer.ward ?? undefined,
    },
    shipping: {
      methodId: shippingMethod._id,
      method: shippingMethod.name.toLowerCase(),
      company: shippingMethod.company,
    },
    payment: { method: paymentMethod },
    giftWrap: { enabled: checkout.giftWrap },
    ...(checkout.discount ? { discountCode: checkout.discount.code } : {}),
    items: checkout.items.map((item) => ({
      productId: item.productId,
      quantity: item.quantity,
      variantId: item.variantId,
      color: item.color || undefined,
      memory: item.memory || undefined,
      storage: item.storage || undefined,
      size: item.size || undefined,
    })),
  };
}
