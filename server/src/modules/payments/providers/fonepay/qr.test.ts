// Fonepay's dynamic QR by its published examples ("Dynamic QR" v1.1) and EMVCo's: the dataValidation HMAC, the
// QR texts' CRC-16/CCITT-FALSE, and the socket messages the store reads.
import { describe, expect, it } from "vitest";
import { emvCrc, encodeEmvQr, parseFields, readEmvQr } from "./emvco.ts";
import { qrDataValidation, qrRemarks } from "./qr.ts";
import { readNotification } from "../../fonepay-qr-socket.ts";
import { fonepayQrText } from "../../../../gateways/fonepay/qr-ledger.ts";

describe("Fonepay's dataValidation", () => {
  it("reproduces the QR request example of the documentation", () => {
    // Key a7e3512f5032480a83137793cb2021dc over 14,5d76d323-d1f6,NBQM,test1,test2 (also checked with openssl).
    expect(
      qrDataValidation("a7e3512f5032480a83137793cb2021dc", ["14", "5d76d323-d1f6", "NBQM", "test1", "test2"]),
    ).toBe(
      "5ae718032328ae5615fa4694dfbf3ecd13432bd49031e7285a3f8bc122ecbb8e833e83c7a11f895d30f3e8fd1906317aece113675166ae0d804ecf32a8bbdbaf",
    );
  });

  it("reproduces the documentation's request with the published test merchant (secret fonepay)", () => {
    expect(qrDataValidation("fonepay", ["50", "check", "fonepay123", "test1", "test2"])).toBe(
      "f036eb09c5402a91e1926e904a423e66d041add18423959dad512b6f5fa37f1ea023197f6faae42f84b357914f5ed77723255d108b38c20c058677cfc8ac4204",
    );
  });

  it("signs the status call over PRN,MERCHANT-CODE", () => {
    // openssl dgst -sha512 -hmac a7e3512f5032480a83137793cb2021dc over 5d76d323-d1f6-4a388,NBQM
    expect(qrDataValidation("a7e3512f5032480a83137793cb2021dc", ["5d76d323-d1f6-4a388", "NBQM"])).toBe(
      "09c2f988d3299074af2d576bfeaf629e36fb4413d2a6ce8af0d9a26da06eec795d7444e19bf60bd53707b53439aa825d25b6e65a39fb9687fec88da15f218a8c",
    );
  });

  it("keeps the remarks alphanumeric, as Fonepay's AN format asks", () => {
    expect(qrRemarks("NS-20261123-7K3QX")).toEqual({ remarks1: "NS202611237K3QX", remarks2: "NepalStore" });
  });
});

describe("EMVCo QR texts", () => {
  it("computes CRC-16/CCITT-FALSE's published check value", () => {
    expect(emvCrc("123456789")).toBe("29B1");
  });

  it("reproduces the CRC of EMVCo's own example payload (QRCPS-MPM, A13A)", () => {
    const example =
      "00020101021229300012D156000000000510A93FO3230Q31280012D15600000001030812345678520441115802CN5914BEST " +
      "TRANSPORT6007BEIJING64200002ZH0104最佳运输0202北京540523.7253031565502016233030412340603***0708A60086670902ME" +
      "91320016A0112233449988770708123456786304A13A";
    expect(emvCrc(example.slice(0, -4))).toBe("A13A");
    expect(readEmvQr(example)).toMatchObject({
      ok: true,
      payment: { merchantName: "BEST TRANSPORT", amount: "23.72" },
    });
  });

  it("writes Fonepay's fields with the order's amount and the PRN, and reads them back", () => {
    const text = fonepayQrText("fonepay123", "1299", "5d76d323-d1f6-4a38-8231");
    expect(text.startsWith("000201010212")).toBe(true);
    expect(text).toContain("5303524540412995802NP");
    expect(text.slice(-8, -4)).toBe("6304");
    expect(emvCrc(text.slice(0, -4))).toBe(text.slice(-4));
    expect(readEmvQr(text)).toEqual({
      ok: true,
      payment: {
        merchantName: "Nepal Store",
        merchantCity: "Kathmandu",
        merchantAccount: { "00": "fonepay.com", "01": "fonepay123" },
        amount: "1299",
        currency: "524",
        country: "NP",
        additionalData: { "05": "5d76d323-d1f6-4a38-8231" },
      },
    });
  });

  it("refuses a damaged text: a changed amount, a wrong CRC, a cut text", () => {
    const text = encodeEmvQr([
      ["00", "01"],
      ["01", "12"],
      ["54", "500"],
      ["59", "Shop"],
    ]);
    expect(readEmvQr(text).ok).toBe(true);
    expect(readEmvQr(text.replace("54035", "54039"))).toEqual({ ok: false, reason: "crc" });
    expect(readEmvQr(`${text.slice(0, -4)}0000`)).toEqual({ ok: false, reason: "crc" });
    expect(readEmvQr(text.slice(0, -2))).toEqual({ ok: false, reason: "format" });
    expect(readEmvQr("not a qr")).toEqual({ ok: false, reason: "format" });
    expect(parseFields("0102AB0201")).toBeNull();
  });
});

describe("Fonepay's socket messages", () => {
  const message = (status: object) =>
    JSON.stringify({ merchantId: 70, deviceId: "T1", transactionStatus: JSON.stringify(status) });

  it("tells a scan from news of the payment, and ignores the rest", () => {
    expect(readNotification(message({ success: true, message: "VERIFIED", QRVerified: true }))).toBe(
      "scanned",
    );
    expect(readNotification(message({ productNumber: "x", paymentSuccess: true }))).toBe("payment");
    expect(readNotification(Buffer.from(message({ paymentSuccess: false })))).toBe("payment");
    expect(readNotification(message({ success: true }))).toBeNull();
    expect(readNotification("{not json")).toBeNull();
    expect(readNotification(JSON.stringify({ transactionStatus: "[]" }))).toBeNull();
  });
});
