import type { PushKind, PushLanguage } from '#contract/push.ts'

type Words = { title: string; body: string }

/**
 * Every notification the server sends, in the site's ten languages. `{name}` is filled from the
 * notification's values (an amount is an exact decimal text with its currency). The player reads
 * these on a locked phone, so they stay short. texts.test.ts fails on a missing or empty one.
 */
export const PUSH_TEXTS: Record<PushLanguage, Record<PushKind, Words>> = {
  en: {
    betWon: { title: 'Bet won', body: 'Your bet {betNo} won {amount}.' },
    betLost: { title: 'Bet lost', body: 'Your bet {betNo} did not win.' },
    betReturned: { title: 'Bet returned', body: 'Your bet {betNo} was void: {amount} returned.' },
    drawResult: { title: 'Draw result', body: 'Draw {issue} is out: {numbers}. Your tickets are settled.' },
    depositCredited: { title: 'Deposit credited', body: '{amount} was added to your balance.' },
    withdrawalApproved: {
      title: 'Withdrawal approved',
      body: 'Your withdrawal {orderNo} of {amount} was approved.',
    },
    withdrawalRejected: {
      title: 'Withdrawal rejected',
      body: 'Your withdrawal {orderNo} of {amount} was rejected and refunded.',
    },
    privateMessage: { title: 'New message', body: '{title}' },
    chatReply: { title: 'Support replied', body: '{text}' },
  },
  zh: {
    betWon: { title: '注单中奖', body: '您的注单 {betNo} 赢得 {amount}。' },
    betLost: { title: '注单未中', body: '您的注单 {betNo} 未中奖。' },
    betReturned: { title: '注单退还', body: '您的注单 {betNo} 已作废，退还 {amount}。' },
    drawResult: { title: '开奖结果', body: '第 {issue} 期已开奖：{numbers}。您的注单已结算。' },
    depositCredited: { title: '充值到账', body: '{amount} 已存入您的余额。' },
    withdrawalApproved: { title: '提现已批准', body: '您的提现 {orderNo}（{amount}）已批准。' },
    withdrawalRejected: { title: '提现被拒绝', body: '您的提现 {orderNo}（{amount}）被拒绝，款项已退回。' },
    privateMessage: { title: '新消息', body: '{title}' },
    chatReply: { title: '客服已回复', body: '{text}' },
  },
  id: {
    betWon: { title: 'Taruhan menang', body: 'Taruhan {betNo} Anda menang {amount}.' },
    betLost: { title: 'Taruhan kalah', body: 'Taruhan {betNo} Anda tidak menang.' },
    betReturned: {
      title: 'Taruhan dikembalikan',
      body: 'Taruhan {betNo} Anda batal: {amount} dikembalikan.',
    },
    drawResult: {
      title: 'Hasil undian',
      body: 'Undian {issue} keluar: {numbers}. Tiket Anda sudah diselesaikan.',
    },
    depositCredited: { title: 'Deposit masuk', body: '{amount} telah ditambahkan ke saldo Anda.' },
    withdrawalApproved: {
      title: 'Penarikan disetujui',
      body: 'Penarikan {orderNo} sebesar {amount} disetujui.',
    },
    withdrawalRejected: {
      title: 'Penarikan ditolak',
      body: 'Penarikan {orderNo} sebesar {amount} ditolak dan dikembalikan.',
    },
    privateMessage: { title: 'Pesan baru', body: '{title}' },
    chatReply: { title: 'Dukungan membalas', body: '{text}' },
  },
  ja: {
    betWon: { title: 'ベット的中', body: 'ベット {betNo} が {amount} を獲得しました。' },
    betLost: { title: 'ベット不的中', body: 'ベット {betNo} は外れました。' },
    betReturned: { title: 'ベット返金', body: 'ベット {betNo} は無効になり、{amount} が返金されました。' },
    drawResult: { title: '抽選結果', body: '第 {issue} 回の結果：{numbers}。チケットは精算済みです。' },
    depositCredited: { title: '入金完了', body: '{amount} が残高に追加されました。' },
    withdrawalApproved: { title: '出金承認', body: '出金 {orderNo}（{amount}）が承認されました。' },
    withdrawalRejected: { title: '出金却下', body: '出金 {orderNo}（{amount}）は却下され、返金されました。' },
    privateMessage: { title: '新着メッセージ', body: '{title}' },
    chatReply: { title: 'サポートから返信', body: '{text}' },
  },
  ko: {
    betWon: { title: '베팅 적중', body: '베팅 {betNo}이(가) {amount}을(를) 획득했습니다.' },
    betLost: { title: '베팅 미적중', body: '베팅 {betNo}은(는) 적중하지 않았습니다.' },
    betReturned: {
      title: '베팅 반환',
      body: '베팅 {betNo}이(가) 무효 처리되어 {amount}이(가) 반환되었습니다.',
    },
    drawResult: { title: '추첨 결과', body: '{issue}회 결과: {numbers}. 티켓이 정산되었습니다.' },
    depositCredited: { title: '입금 완료', body: '{amount}이(가) 잔액에 추가되었습니다.' },
    withdrawalApproved: { title: '출금 승인', body: '출금 {orderNo}({amount})이(가) 승인되었습니다.' },
    withdrawalRejected: {
      title: '출금 거절',
      body: '출금 {orderNo}({amount})이(가) 거절되어 환불되었습니다.',
    },
    privateMessage: { title: '새 메시지', body: '{title}' },
    chatReply: { title: '고객지원 답변', body: '{text}' },
  },
  es: {
    betWon: { title: 'Apuesta ganada', body: 'Tu apuesta {betNo} ganó {amount}.' },
    betLost: { title: 'Apuesta perdida', body: 'Tu apuesta {betNo} no ganó.' },
    betReturned: {
      title: 'Apuesta devuelta',
      body: 'Tu apuesta {betNo} fue anulada: se devolvieron {amount}.',
    },
    drawResult: {
      title: 'Resultado del sorteo',
      body: 'Sorteo {issue}: {numbers}. Tus boletos están liquidados.',
    },
    depositCredited: { title: 'Depósito acreditado', body: 'Se añadieron {amount} a tu saldo.' },
    withdrawalApproved: { title: 'Retiro aprobado', body: 'Tu retiro {orderNo} de {amount} fue aprobado.' },
    withdrawalRejected: {
      title: 'Retiro rechazado',
      body: 'Tu retiro {orderNo} de {amount} fue rechazado y reembolsado.',
    },
    privateMessage: { title: 'Mensaje nuevo', body: '{title}' },
    chatReply: { title: 'Soporte respondió', body: '{text}' },
  },
  tr: {
    betWon: { title: 'Bahis kazandı', body: '{betNo} numaralı bahsiniz {amount} kazandı.' },
    betLost: { title: 'Bahis kaybetti', body: '{betNo} numaralı bahsiniz kazanmadı.' },
    betReturned: {
      title: 'Bahis iade edildi',
      body: '{betNo} numaralı bahsiniz geçersiz: {amount} iade edildi.',
    },
    drawResult: { title: 'Çekiliş sonucu', body: '{issue} çekilişi: {numbers}. Biletleriniz sonuçlandı.' },
    depositCredited: { title: 'Para yatırıldı', body: '{amount} bakiyenize eklendi.' },
    withdrawalApproved: {
      title: 'Çekim onaylandı',
      body: '{orderNo} numaralı {amount} çekiminiz onaylandı.',
    },
    withdrawalRejected: {
      title: 'Çekim reddedildi',
      body: '{orderNo} numaralı {amount} çekiminiz reddedildi ve iade edildi.',
    },
    privateMessage: { title: 'Yeni mesaj', body: '{title}' },
    chatReply: { title: 'Destek yanıtladı', body: '{text}' },
  },
  hi: {
    betWon: { title: 'दांव जीता', body: 'आपके दांव {betNo} ने {amount} जीते।' },
    betLost: { title: 'दांव हारा', body: 'आपका दांव {betNo} नहीं जीता।' },
    betReturned: { title: 'दांव वापस', body: 'आपका दांव {betNo} रद्द हुआ: {amount} लौटाए गए।' },
    drawResult: { title: 'ड्रॉ परिणाम', body: 'ड्रॉ {issue} का परिणाम: {numbers}। आपके टिकट निपटा दिए गए।' },
    depositCredited: { title: 'जमा हो गया', body: '{amount} आपकी शेष राशि में जोड़ दिए गए।' },
    withdrawalApproved: { title: 'निकासी स्वीकृत', body: 'आपकी निकासी {orderNo} ({amount}) स्वीकृत हुई।' },
    withdrawalRejected: {
      title: 'निकासी अस्वीकृत',
      body: 'आपकी निकासी {orderNo} ({amount}) अस्वीकृत हुई और राशि लौटा दी गई।',
    },
    privateMessage: { title: 'नया संदेश', body: '{title}' },
    chatReply: { title: 'सहायता ने उत्तर दिया', body: '{text}' },
  },
  pt: {
    betWon: { title: 'Aposta ganha', body: 'Sua aposta {betNo} ganhou {amount}.' },
    betLost: { title: 'Aposta perdida', body: 'Sua aposta {betNo} não ganhou.' },
    betReturned: { title: 'Aposta devolvida', body: 'Sua aposta {betNo} foi anulada: {amount} devolvidos.' },
    drawResult: {
      title: 'Resultado do sorteio',
      body: 'Sorteio {issue}: {numbers}. Seus bilhetes foram liquidados.',
    },
    depositCredited: { title: 'Depósito creditado', body: '{amount} foram adicionados ao seu saldo.' },
    withdrawalApproved: { title: 'Saque aprovado', body: 'Seu saque {orderNo} de {amount} foi aprovado.' },
    withdrawalRejected: {
      title: 'Saque recusado',
      body: 'Seu saque {orderNo} de {amount} foi recusado e reembolsado.',
    },
    privateMessage: { title: 'Nova mensagem', body: '{title}' },
    chatReply: { title: 'O suporte respondeu', body: '{text}' },
  },
  ru: {
    betWon: { title: 'Ставка выиграла', body: 'Ваша ставка {betNo} выиграла {amount}.' },
    betLost: { title: 'Ставка проиграла', body: 'Ваша ставка {betNo} не выиграла.' },
    betReturned: {
      title: 'Ставка возвращена',
      body: 'Ваша ставка {betNo} аннулирована: возвращено {amount}.',
    },
    drawResult: { title: 'Результат тиража', body: 'Тираж {issue}: {numbers}. Ваши билеты рассчитаны.' },
    depositCredited: { title: 'Депозит зачислен', body: '{amount} добавлено на ваш баланс.' },
    withdrawalApproved: { title: 'Вывод одобрен', body: 'Ваш вывод {orderNo} на {amount} одобрен.' },
    withdrawalRejected: {
      title: 'Вывод отклонён',
      body: 'Ваш вывод {orderNo} на {amount} отклонён, средства возвращены.',
    },
    privateMessage: { title: 'Новое сообщение', body: '{title}' },
    chatReply: { title: 'Поддержка ответила', body: '{text}' },
  },
}

const fill = (template: string, params: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole)

/** A notification's words in a language (English for one the table lacks), its values filled in. */
export function pushText(language: string, kind: PushKind, params: Record<string, string>): Words {
  const words =
    (PUSH_TEXTS as Record<string, Record<PushKind, Words>>)[language]?.[kind] ?? PUSH_TEXTS.en[kind]
  return { title: fill(words.title, params), body: fill(words.body, params) }
}
