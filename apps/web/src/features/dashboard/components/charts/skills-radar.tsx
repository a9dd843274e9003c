import type { TSkillLevel } from '@labora/shared/dashboard';
import { useId } from 'react';

const MAX = 10;
const RINGS = [2, 4, 6, 8, 10];
const SIZE = 320;
const CENTER = SIZE / 2;
const RADIUS = 100;

/** The point at `level` (0..10) on axis `i` of `n`, the first axis pointing up. */
function point(i: number, n: number, level: number): [number, number] {
  const angle = -Math.PI / 2 + (2 * Math.PI * i) / n;
  const r = (RADIUS * level) / MAX;
  return [CENTER + r * Math.cos(angle), CENTER + r * Math.sin(angle)];
}

const polygon = (points: [number, number][]) => points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

/**
 * SPEC's skills radar: up to six skills on a 0 to 10 scale, hand-drawn in SVG (a few hundred bytes, no library).
 * The drawing is hidden from screen readers; the list under it says the same in words.
 */
export function SkillsRadar({ skills }: { skills: readonly TSkillLevel[] }) {
  const listId = useId();
  // Fewer than three axes make no polygon: the rest of the hexagon stays as empty axes.
  const n = Math.max(skills.length, 3);
  const axes = Array.from({ length: n }, (_, i) => skills[i]);
  return (
    <div className="flex flex-col items-center gap-3">
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        className="w-full max-w-xs overflow-visible"
        aria-hidden
        data-testid="skills-radar"
      >
        {RINGS.map((ring) => (
          <polygon
            key={ring}
            points={polygon(axes.map((_, i) => point(i, n, ring)))}
            fill="none"
            stroke="#d5ddda"
            strokeWidth={1}
          />
        ))}
        {axes.map((_, i) => {
          const [x, y] = point(i, n, MAX);
          // biome-ignore lint/suspicious/noArrayIndexKey: an axis is its position.
          return <line key={i} x1={CENTER} y1={CENTER} x2={x} y2={y} stroke="#d5ddda" strokeWidth={1} />;
        })}
        <polygon
          points={polygon(axes.map((skill, i) => point(i, n, skill?.level ?? 0)))}
          fill="rgba(20, 97, 79, 0.2)"
          stroke="#14614f"
          strokeWidth={2}
        />
        {axes.map((skill, i) => {
          if (!skill) return null;
          const [x, y] = point(i, n, MAX + 2.2);
          const anchor = Math.abs(x - CENTER) < 4 ? 'middle' : x > CENTER ? 'start' : 'end';
          return (
            <text
              key={skill.skill}
              x={x}
              y={y}
              textAnchor={anchor}
              dominantBaseline="middle"
              className="fill-nevoa-800 font-semibold text-[13px]"
            >
              {skill.skill.length > 18 ? `${skill.skill.slice(0, 17)}…` : skill.skill}
            </text>
          );
        })}
      </svg>
      <ul
        id={listId}
        aria-label="Níveis das habilidades, de 0 a 10"
        className="grid w-full grid-cols-2 gap-x-4 gap-y-1 text-sm"
      >
        {skills.map((skill) => (
          <li key={skill.skill} className="flex justify-between gap-2 text-nevoa-700">
            <span className="truncate">{skill.skill}</span>
            <span className="font-semibold text-nevoa-950 tabular-nums">
              {skill.level}
              <span className="sr-only"> de 10</span>
              <span aria-hidden className="text-nevoa-500">
                /10
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
