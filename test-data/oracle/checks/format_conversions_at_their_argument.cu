// #226 is placed at the argument the invalid conversion would take; with no
// such argument nothing is reported.
#include <cstdio>
int main() {
  int a = 1, b = 2, c = 3;
  printf("%d %d %y %d\n",
     a,
     b,
     c,
     a);
  printf("%y\n",
     a);
  printf("%d %y\n",
     a);
  printf("%y\n");
  return 0;
}
