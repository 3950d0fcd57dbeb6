// A Web Push subscription as a browser's PushSubscription.toJSON() gives it: what the
// save-push-token call takes. The keys are a real P-256 point and a 16-byte secret, made once.
export function samplePushToken(device: string): string {
  return JSON.stringify({
    endpoint: `https://fcm.googleapis.com/fcm/send/${encodeURIComponent(device)}`,
    keys: {
      p256dh: 'BGat1rFwHQ_lGmHegQkSUVfzGzleUIgtsQQrh5B7yKJHUn1Pd4Sld7yYSn1Et_w2RMy2tBfhyhQmT_zCqGCj7mQ',
      auth: 'VeNgAV0EAeFuriBr5bQdgA',
    },
  });
}
