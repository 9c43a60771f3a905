// An unclosed parenthesis in a call and a stray `)`: the errors stay in
// their statements and the following function parses normally.
void f(int a) {
    g(a, (a + 1);
    a = a + 1);
}
int next_function(int q) { return q; }
