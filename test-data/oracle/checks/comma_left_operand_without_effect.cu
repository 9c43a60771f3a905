// The left operand of a comma that has no effect is #174 wherever the
// comma is (a statement, an initializer, an argument), but in a `for`
// statement's step; a call or an increment has an effect.
int f(int);
int g(int *p, int x) {
    int a = (p, 3);
    int b = (x + 1, 4);
    int c = (f(x), 5);
    int d = (x++, 6);
    int e = f((x, 7));
    int h = (x, x + 1, 8);
    x, 9;
    for (int i = 0; i < 3; i++, x) {}
    return a + b + c + d + e + h;
}
