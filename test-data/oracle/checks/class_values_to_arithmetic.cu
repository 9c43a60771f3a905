// A value of a class without conversion functions converted to an
// arithmetic type: no suitable conversion function (#413), for a copy
// initialization, an assignment, an argument (of a function without
// overloads) and a returned value; the local so initialized is not
// reported unused. A class with a conversion function converts.
struct B { int y; };
struct C { operator int() const; };
int take(int);
float r(B b) { return b; }
void f(B b, C c, float2 v) {
  int x = b;
  int y = c;
  float z = v;
  take(b);
  x = b;
  (void)x; (void)y;
}
