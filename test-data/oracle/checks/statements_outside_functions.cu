// Outside functions, EDG reads what a statement would be as a declaration:
// an operator cannot begin one ("expected a declaration", then a skip to
// the ';'); a call of a declared function declares it again with int
// assumed; a call with arguments declares a variable.
int counter;
void reset();
void set(int);
++counter;
--counter;
+counter;
-counter;
!counter;
~counter;
reset();
set(1);
undeclared_call();
with_params(int a);
with_values(a, b);
struct Widget { make(); };
int after = 1;
