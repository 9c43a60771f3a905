// A switch on a floating-point or pointer value, and a case value seen
// before in the same switch (not in one nested in it) are errors.
enum E { A, B };
void f(int n, double d, char c, E e, bool b, int *p) {
    switch (n) {
    case 1: break;
    case 2:
    case 1: break;
    case 'a': break;
    case 97: break;
    case -1: case -1: break;
    default: break;
    }
    switch (d) { default: break; }
    switch (c) { case 'x': break; }
    switch (e) { case A: break; case B: break; }
    switch (b) { case 0: break; }
    switch (p) { default: break; }
    switch (n) { case 1: switch (c) { case 1: break; } break; }
}
