// "Was this page helpful?": the answer joins the page views in window.dataLayer, and the beacon endpoint if one is set.
// After "No" the reader may say why; the answer then goes out when they send it or leave the page, once.
import React, { useEffect, useId, useRef, useState } from 'react';
import clsx from 'clsx';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  PAGE_FEEDBACK_COMMENT_MAX,
  pageFeedbackEvent,
  sendEvent,
  type AnalyticsConfig,
  type PageFeedbackAnswer,
  type PageFeedbackDetail,
  type PageFeedbackEvent,
  type PageFeedbackReason,
} from '../../config/analytics';
import styles from './styles.module.css';

const ANSWERS: { answer: PageFeedbackAnswer; label: string }[] = [
  { answer: 'yes', label: 'Yes' },
  { answer: 'no', label: 'No' },
];

const REASONS: { reason: PageFeedbackReason; label: string }[] = [
  { reason: 'wrong', label: 'Something is wrong' },
  { reason: 'unclear', label: 'It is unclear' },
  { reason: 'missing-example', label: 'It needs an example' },
  { reason: 'outdated', label: 'It is out of date' },
];

function WhyForm({ onSend }: { onSend: (detail: PageFeedbackDetail) => void }): React.JSX.Element {
  const [reasons, setReasons] = useState<PageFeedbackReason[]>([]);
  const [comment, setComment] = useState('');
  const firstReason = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const commentId = useId();
  const hintId = useId();
  const countId = useId();

  // The "No" button is disabled once pressed, so focus moves on to what follows it.
  useEffect(() => firstReason.current?.focus(), []);

  function toggle(reason: PageFeedbackReason, checked: boolean): void {
    setReasons((picked) => (checked ? [...picked, reason] : picked.filter((item) => item !== reason)));
  }

  function submit(event: React.FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    onSend({ reasons, comment });
  }

  return (
    <form className={styles.why} aria-labelledby={titleId} onSubmit={submit}>
      <p id={titleId} className={styles.whyTitle}>
        What was the problem? Everything here is optional.
      </p>
      <fieldset className={styles.reasons}>
        <legend className={styles.legend}>Pick any that apply</legend>
        {REASONS.map(({ reason, label }, index) => (
          <label key={reason} className={styles.reason}>
            <input
              ref={index === 0 ? firstReason : undefined}
              type="checkbox"
              checked={reasons.includes(reason)}
              onChange={(event) => toggle(reason, event.target.checked)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <label htmlFor={commentId} className={styles.commentLabel}>
        Comment
      </label>
      <textarea
        id={commentId}
        className={styles.comment}
        rows={3}
        maxLength={PAGE_FEEDBACK_COMMENT_MAX}
        value={comment}
        aria-describedby={`${hintId} ${countId}`}
        onChange={(event) => setComment(event.target.value)}
      />
      <p id={hintId} className={styles.hint}>
        Leave out names, email addresses and anything else about you.
      </p>
      <p id={countId} className={styles.hint}>
        {PAGE_FEEDBACK_COMMENT_MAX - comment.length} characters left
      </p>
      <button type="submit" className={clsx('quiet-button', styles.answer)}>
        Send
      </button>
    </form>
  );
}

export default function PageFeedback(): React.JSX.Element {
  const path = useLocation().pathname;
  const analytics = useDocusaurusContext().siteConfig.customFields?.analytics as AnalyticsConfig;
  // Keyed by path: the theme may keep this component mounted across a client-side navigation.
  const [given, setGiven] = useState<{ path: string; answer: PageFeedbackAnswer; sent: boolean } | null>(null);
  const current = given?.path === path ? given : null;
  // A "No" that has not been sent yet, without the form's contents: leaving sends only what the reader chose to send.
  const pending = useRef<PageFeedbackEvent | null>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const questionId = useId();

  useEffect(() => {
    const flush = () => {
      if (pending.current) sendEvent(analytics, pending.current);
      pending.current = null;
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [path, analytics]);

  useEffect(() => {
    if (current?.answer === 'no' && current.sent) thanks.current?.focus();
  }, [current?.answer, current?.sent]);

  function answer(choice: PageFeedbackAnswer): void {
    if (choice === 'yes') sendEvent(analytics, pageFeedbackEvent(path, choice));
    else pending.current = pageFeedbackEvent(path, choice);
    setGiven({ path, answer: choice, sent: choice === 'yes' });
  }

  function sendWhy(detail: PageFeedbackDetail): void {
    pending.current = null;
    sendEvent(analytics, pageFeedbackEvent(path, 'no', detail));
    setGiven({ path, answer: 'no', sent: true });
  }

  return (
    <div role="group" aria-labelledby={questionId} className={styles.feedback}>
      <p id={questionId} className={styles.question}>
        Was this page helpful?
      </p>
      {ANSWERS.map(({ answer: choice, label }) => (
        <button
          key={choice}
          type="button"
          className={clsx('quiet-button', styles.answer, current?.answer === choice && styles.chosen)}
          disabled={current !== null}
          onClick={() => answer(choice)}>
          {label}
        </button>
      ))}
      <p ref={thanks} role="status" tabIndex={-1} className={styles.thanks}>
        {current?.sent && 'Thanks for the feedback.'}
      </p>
      {current?.answer === 'no' && !current.sent && <WhyForm onSend={sendWhy} />}
    </div>
  );
}
