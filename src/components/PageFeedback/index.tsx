// "Was this page helpful?": the answer joins the page views in window.dataLayer, and the beacon endpoint if one is set.
import React, { useId, useState } from 'react';
import clsx from 'clsx';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { pageFeedbackEvent, sendEvent, type AnalyticsConfig, type PageFeedbackAnswer } from '../../config/analytics';
import styles from './styles.module.css';

const ANSWERS: { answer: PageFeedbackAnswer; label: string }[] = [
  { answer: 'yes', label: 'Yes' },
  { answer: 'no', label: 'No' },
];

export default function PageFeedback(): React.JSX.Element {
  const path = useLocation().pathname;
  const analytics = useDocusaurusContext().siteConfig.customFields?.analytics as AnalyticsConfig;
  // Keyed by path: the theme may keep this component mounted across a client-side navigation.
  const [given, setGiven] = useState<{ path: string; answer: PageFeedbackAnswer } | null>(null);
  const answer = given?.path === path ? given.answer : null;
  const questionId = useId();

  function send(choice: PageFeedbackAnswer): void {
    sendEvent(analytics, pageFeedbackEvent(path, choice));
    setGiven({ path, answer: choice });
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
          className={clsx('quiet-button', styles.answer, answer === choice && styles.chosen)}
          disabled={answer !== null}
          onClick={() => send(choice)}>
          {label}
        </button>
      ))}
      <p role="status" className={styles.thanks}>
        {answer && 'Thanks for the feedback.'}
      </p>
    </div>
  );
}
