/** Runs axe-core (injected into the page) and returns the serious and critical violations. */
export async function seriousViolations(page) {
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
    return page.evaluate(async () => {
        const axe = window.axe;
        const result = await axe.run(document, { resultTypes: ['violations'] });
        return result.violations
            .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
            .map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')), html: violation.nodes.map((node) => node.html.slice(0, 300)) }));
    });
}
//# sourceMappingURL=axe.js.map