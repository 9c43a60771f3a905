// Malformed expressions: a missing operand, a missing `:` of a
// conditional, an empty subscript, and a cast without an operand.
int f(int a, int *p) {
    int b = a + ;
    int c = a ? 1 2;
    int d = p[];
    int e = (int);
    return b + c + d + e;
}
int g() { return 1; }
