/** The support chat's Hebrew texts. */
export const SUPPORT_MESSAGES = {
  closed: 'השיחה סגורה',
  closedAdvice: 'כדי להמשיך, פתחו פנייה חדשה לשירות.',
  sendFailed: 'שגיאה בשליחת ההודעה',
  closeFailed: 'שגיאה בסגירת השיחה',
  reopenFailed: 'שגיאה בפתיחת השיחה מחדש',
  sent: 'ההודעה נשלחה',
  closedDone: 'השיחה נסגרה',
  reopenedDone: 'השיחה נפתחה מחדש',
  planRequired: 'צ׳אט התמיכה פתוח למנויים פעילים בלבד',
  emptyMessage: 'לא ניתן לשלוח הודעה ריקה',
  contentMax: 'ההודעה יכולה להכיל עד 2,000 תווים',
  subjectRequired: 'יש להזין נושא לפנייה (2 תווים לפחות)',
  subjectMax: 'הנושא יכול להכיל עד 120 תווים',
  recipientRequired: 'יש לבחור למי לשלוח את ההודעה',
  recipientMissing: 'המשתמש לא נמצא',
  conversationMissing: 'השיחה לא נמצאה',
  otherConversation: 'אפשר לקרוא רק את השיחה שלך עם צוות התמיכה',
  replyNotificationTitle: 'תשובה חדשה מצוות התמיכה',
  replyNotificationContent: 'צוות התמיכה השיב לפנייה שלך. התשובה מחכה לך בצ׳אט התמיכה.',
  supportOpenedSubject: 'פנייה מצוות התמיכה',
} as const;

/** Field limits shared by the chat and the server. */
export const SUPPORT_LIMITS = { content: 2000, subject: 120 } as const;
