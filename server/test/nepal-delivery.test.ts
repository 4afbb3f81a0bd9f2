// Nepal addresses and delivery zones (docs/guides/nepal-addresses.md): the address hierarchy, the
// Nepali mobile number, shipping prices by district and orders priced with their own district.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "./support/app.ts";
import { bearer, registerShopper } from "./support/factories.ts";
import { CUSTOMER, orderBody, productInStock } from "./support/orders.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

let guests = 0;
const guest = () => ({ "x-session-id": `nepal-guest-${String((guests += 1)).padStart(4, "0")}` });

const KASKI = { country: "Nepal", state: "Gandaki Province", district: "Kaski", city: "Pokhara", ward: 6 };
const LALITPUR = {
  country: "Nepal",
  state: "Bagmati Province",
  district: "Lalitpur",
  city: "Lalitpur",
  ward: 3,
};
const HUMLA = { country: "Nepal", state: "Karnali Province", district: "Humla", city: "Simkot", ward: 1 };

interface Method {
  _id: string;
  name: string;
  cost: number;
  estimatedDays: { min: number; max: number };
  freeShippingThreshold: number;
  zone: string;
}

async function methodsFor(district?: string): Promise<Method[]> {
  const query = district === undefined ? "" : `?district=${encodeURIComponent(district)}`;
  const response = await store.app.inject({ method: "GET", url: `/api/orders/shipping-methods${query}` });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** An order of one cheap product (under the free-shipping threshold) to an address. */
async function orderTo(
  address: object,
  options: { quantity?: number; phone?: string; product?: string } = {},
) {
  const productId = options.product ?? (await productInStock(store.app, 5, { salePrice: { lt: 1500 } })).id;
  const body = orderBody([{ productId, quantity: options.quantity ?? 1 }]);
  return store.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: guest(),
    payload: {
      ...body,
      customer: { ...body.customer, phone: options.phone ?? body.customer.phone },
      shippingAddress: { ...CUSTOMER.shippingAddress, ...address },
    },
  });
}

function refusal(response: Awaited<ReturnType<typeof orderTo>>) {
  expect(response.statusCode).toBe(400);
  const body = response.json();
  return {
    code: body.code,
    message: body.message,
    fields: body.errors?.map((e: { field: string }) => e.field),
  };
}

describe("shipping methods by district", () => {
  it("prices the valley cheaper and faster than other districts, and remote districts dearest", async () => {
    const [valley, other, remote, none] = await Promise.all([
      methodsFor("Lalitpur"),
      methodsFor("Kaski"),
      methodsFor("Humla"),
      methodsFor(),
    ]);
    expect(valley.map((method) => method.zone)).toEqual(valley.map(() => "valley"));
    expect(remote.every((method) => method.zone === "remote")).toBe(true);
    expect(other.every((method) => method.zone === "other")).toBe(true);
    // No district: the answer without a district, priced as other.
    expect(none).toEqual(other);
    expect(other[0]).toMatchObject({
      name: "Standard Delivery",
      cost: 150,
      estimatedDays: { min: 5, max: 8 },
    });
    expect(valley[0]).toMatchObject({
      name: "Standard Delivery",
      cost: 100,
      estimatedDays: { min: 2, max: 4 },
    });
    for (const [index, method] of other.entries()) {
      expect(valley[index]!.cost).toBeLessThan(method.cost);
      expect(valley[index]!.estimatedDays.max).toBeLessThan(method.estimatedDays.max);
      expect(remote[index]!.cost).toBeGreaterThanOrEqual(method.cost);
      expect(remote[index]!.estimatedDays.max).toBeGreaterThanOrEqual(method.estimatedDays.max);
      expect(valley[index]!.freeShippingThreshold).toBe(method.freeShippingThreshold);
    }
    expect((await methodsFor("bhaktapur"))[0]!.zone).toBe("valley");
    expect((await methodsFor("Dolpa"))[0]!.zone).toBe("remote");
  });

  it("refuses a district that is not in Nepal with a code of its own", async () => {
    const response = await store.app.inject({
      method: "GET",
      url: "/api/orders/shipping-methods?district=Goa",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: "location.district_unknown",
      errors: [{ field: "district", code: "location.district_unknown" }],
    });
  });
});

describe("an order priced by its own district", () => {
  it("charges Lalitpur the valley's price and Kaski the other districts' price", async () => {
    const product = (await productInStock(store.app, 5, { salePrice: { lt: 1500 } })).id;
    const lalitpur = await orderTo(LALITPUR, { product });
    const kaski = await orderTo(KASKI, { product });
    const humla = await orderTo(HUMLA, { product });
    expect([lalitpur.statusCode, kaski.statusCode, humla.statusCode]).toEqual([201, 201, 201]);
    const [valleyOrder, otherOrder, remoteOrder] = [lalitpur, kaski, humla].map((r) => r.json().data.order);
    expect(valleyOrder.shipping).toMatchObject({ cost: 100, estimatedDays: 4 });
    expect(otherOrder.shipping).toMatchObject({ cost: 150, estimatedDays: 8 });
    expect(remoteOrder.shipping).toMatchObject({ cost: 300, estimatedDays: 14 });
    expect(valleyOrder.pricing.total).toBe(valleyOrder.pricing.subtotal + 100);
    expect(otherOrder.pricing.total).toBe(otherOrder.pricing.subtotal + 150);
    expect(valleyOrder.shippingAddress).toEqual({
      ...CUSTOMER.shippingAddress,
      state: "Bagmati Province",
      city: "Lalitpur",
      district: "Lalitpur",
      ward: 3,
    });
    const row = await store.app.db.order.findUniqueOrThrow({
      where: { orderNumber: otherOrder.orderNumber },
    });
    expect(row).toMatchObject({ district: "Kaski", ward: 6, city: "Pokhara", shippingCost: 150 });
    // The order as the shopper and the admin read it later.
    const tracked = await store.app.inject({
      method: "GET",
      url: `/api/orders/track?orderId=${otherOrder.orderNumber}&email=${CUSTOMER.customer.email}`,
    });
    expect(tracked.statusCode).toBe(200);
  });

  it("still ships free above the threshold, in the valley and outside it", async () => {
    const dear = (await productInStock(store.app, 2, { salePrice: { gt: 6000 } })).id;
    for (const address of [LALITPUR, KASKI, HUMLA]) {
      const response = await orderTo(address, { product: dear });
      expect(response.statusCode).toBe(201);
      expect(response.json().data.order.pricing.shipping).toBe(0);
    }
  });

  it("keeps the API's free text for a Nepal address without a district, priced as other", async () => {
    const response = await orderTo({ state: "Bagmati", city: "Patan" });
    expect(response.statusCode).toBe(201);
    const { order } = response.json().data;
    expect(order.shipping.cost).toBe(150);
    expect(order.shippingAddress).toMatchObject({
      state: "Bagmati",
      city: "Patan",
      district: "",
      ward: null,
    });
  });

  it("keeps the storefront's rules for other countries: no district, another phone format, the other price", async () => {
    const response = await orderTo(
      { country: "India", state: "Sikkim", city: "Gangtok", district: "Kaski", ward: 40 },
      { phone: "+91 94340 12345" },
    );
    expect(response.statusCode).toBe(201);
    const { order } = response.json().data;
    expect(order.shippingAddress).toMatchObject({ country: "India", district: "", ward: null });
    expect(order.shipping.cost).toBe(150);
  });

  it("answers orders placed before districts with an empty district and no ward", async () => {
    const response = await orderTo({});
    const { orderNumber } = response.json().data.order;
    await store.app.db.order.update({ where: { orderNumber }, data: { district: "", ward: null } });
    const shopper = await registerShopper(store.app);
    const mine = await store.app.inject({
      method: "GET",
      url: "/api/orders",
      headers: bearer(shopper.token),
    });
    expect(mine.statusCode).toBe(200);
  });
});

describe("the address hierarchy", () => {
  it("refuses a district outside the state's province", async () => {
    const answer = refusal(await orderTo({ ...KASKI, state: "Bagmati Province" }));
    expect(answer).toEqual({
      code: "address.district_not_in_province",
      message: "Kaski is not in Bagmati Province: it is in Gandaki Province",
      fields: ["shippingAddress.district"],
    });
  });

  it("refuses a city that is not a local level of the district", async () => {
    const answer = refusal(await orderTo({ ...KASKI, city: "Lalitpur" }));
    expect(answer).toMatchObject({ code: "address.city_not_in_district", fields: ["shippingAddress.city"] });
    // Godawari is a municipality of Lalitpur and of Kailali: each only in its own district.
    const godawari = await orderTo({ ...LALITPUR, city: "Godawari", ward: 14 });
    expect(godawari.statusCode).toBe(201);
    const wrong = refusal(await orderTo({ ...KASKI, city: "Godawari", ward: 1 }));
    expect(wrong.code).toBe("address.city_not_in_district");
  });

  it("refuses a ward beyond the local level's wards, naming the ward", async () => {
    const answer = refusal(await orderTo({ ...KASKI, ward: 34 }));
    expect(answer).toEqual({
      code: "address.ward_out_of_range",
      message: "Ward must be from 1 to 33: Pokhara has 33 wards",
      fields: ["shippingAddress.ward"],
    });
    expect((await orderTo({ ...KASKI, ward: 33 })).statusCode).toBe(201);
    expect((await orderTo({ ...KASKI, ward: null })).statusCode).toBe(201);
    const zero = refusal(await orderTo({ ...KASKI, ward: 0 }));
    expect(zero.fields).toEqual(["shippingAddress.ward"]);
    const fraction = refusal(await orderTo({ ...KASKI, ward: 2.5 }));
    expect(fraction.fields).toEqual(["shippingAddress.ward"]);
  });

  it("refuses an unknown district, a state that is no province, and a ward without a district", async () => {
    expect(refusal(await orderTo({ ...KASKI, district: "Atlantis" }))).toMatchObject({
      code: "location.district_unknown",
      fields: ["shippingAddress.district"],
    });
    expect(refusal(await orderTo({ ...KASKI, state: "Gandaki" }))).toMatchObject({
      code: "address.province_unknown",
      fields: ["shippingAddress.state"],
    });
    expect(refusal(await orderTo({ state: "Bagmati", city: "Patan", ward: 4 }))).toMatchObject({
      code: "address.ward_without_district",
      fields: ["shippingAddress.district"],
    });
  });

  it("takes names in any case and keeps the dataset's spelling", async () => {
    const response = await orderTo({
      ...KASKI,
      state: "gandaki province",
      district: "KASKI",
      city: "pokhara",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.order.shippingAddress).toMatchObject({
      state: "Gandaki Province",
      district: "Kaski",
      city: "Pokhara",
    });
  });

  it("holds no stock for a refused address", async () => {
    const product = await productInStock(store.app, 5, { salePrice: { lt: 1500 } });
    const before = await store.app.db.order.count();
    await orderTo({ ...KASKI, ward: 99 }, { product: product.id });
    expect(await store.app.db.order.count()).toBe(before);
    const after = await store.app.db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(after.stock).toBe(product.stock);
  });
});

describe("the phone of a Nepal address", () => {
  it("takes a Nepali mobile number as people type it", async () => {
    for (const phone of ["9801234567", "+977 980-1234567", "+9779712345678", "98-0123-4567"]) {
      expect((await orderTo(KASKI, { phone })).statusCode, phone).toBe(201);
    }
  });

  it("refuses a number that is not a Nepali mobile, with a clear message on the phone", async () => {
    for (const phone of ["01-5544332", "+977 9551234567", "980123456789", "+1 415 555 0100"]) {
      const response = await orderTo(KASKI, { phone });
      expect(response.statusCode, phone).toBe(400);
      expect(response.json().errors, phone).toEqual([
        {
          field: "customer.phone",
          code: "validation.invalid_format",
          message:
            "Phone number must be a Nepali mobile number: 10 digits starting 96, 97 or 98 (+977 optional)",
        },
      ]);
    }
    // Too short for any phone: the storefront's sentence (docs/STOREFRONT.md).
    expect((await orderTo(KASKI, { phone: "98012345" })).json().errors[0]).toMatchObject({
      field: "customer.phone",
      message: "Phone number is invalid",
    });
    // Also for a Nepal address in free text.
    expect(
      (await orderTo({ state: "Bagmati", city: "Patan" }, { phone: "+1 415 555 0100" })).statusCode,
    ).toBe(400);
  });
});

describe("the address saved to the profile", () => {
  it("keeps state, district and ward, and leaves them as they are when a client does not send them", async () => {
    const shopper = await registerShopper(store.app);
    const put = (payload: object) =>
      store.app.inject({ method: "PUT", url: "/api/auth/profile", headers: bearer(shopper.token), payload });
    const saved = await put({
      name: "Sita Sharma",
      phone: "+977 980-1234567",
      country: "Nepal",
      state: "Gandaki Province",
      district: "Kaski",
      city: "Pokhara",
      ward: 6,
      address: "Lakeside 12",
      postalCode: "33700",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.user).toMatchObject({ state: "Gandaki Province", district: "Kaski", ward: 6 });
    // A client that knows only PUT /api/auth/profile's original fields sends only those.
    await put({ name: "Sita Sharma", phone: "+977 980-1234567", city: "Pokhara", country: "Nepal" });
    const me = await store.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(shopper.token) });
    expect(me.json().user).toMatchObject({
      country: "Nepal",
      state: "Gandaki Province",
      district: "Kaski",
      city: "Pokhara",
      ward: 6,
    });
    // Held to the checkout's places, each name as the dataset spells it.
    const outside = await put({
      name: "Sita Sharma",
      country: "Nepal",
      state: "Gandaki Province",
      district: "Lalitpur",
      city: "Lalitpur",
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ code: "address.district_not_in_province" });
    const spelt = await put({
      name: "Sita Sharma",
      country: "Nepal",
      state: "bagmati province",
      district: "lalitpur",
      city: "lalitpur",
      ward: 3,
    });
    expect(spelt.json().data.user).toMatchObject({
      state: "Bagmati Province",
      district: "Lalitpur",
      city: "Lalitpur",
      ward: 3,
    });
    // A free-text city from such a profile page moves the address: the district no longer describes it.
    const moved = await put({ name: "Sita Sharma", country: "Nepal", city: "Patan Dhoka" });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.user).toMatchObject({ city: "Patan Dhoka", district: "", ward: null });
    const cleared = await put({ name: "Sita Sharma", state: "", district: "", ward: null });
    expect(cleared.json().data.user).toMatchObject({ state: "", district: "", ward: null });
    const bad = await put({ name: "Sita Sharma", ward: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe("ward");
  });
});
