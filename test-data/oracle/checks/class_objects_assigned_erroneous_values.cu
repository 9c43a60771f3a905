// A class object assigned an erroneous value (an ambiguous call, an
// undefined name) is not set: its operator= is not formed, and cicc says
// nothing of it; a scalar assigned one is set, and set but never used.

struct Box { };
Box make(float);
Box make(double);
int count(float);
int count(double);

void f(int a) {
    Box kept;
    kept = make(1.0f);
    Box ambiguous;
    ambiguous = make(a);
    Box undefined;
    undefined = not_declared_anywhere(a);
    int scalar;
    scalar = count(a);
}
