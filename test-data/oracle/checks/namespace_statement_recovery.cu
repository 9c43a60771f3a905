// A statement outside any function is "expected a declaration"; EDG then
// skips to a `;`. One inside a group the skip opened ends it once it is far
// enough below the line of the outermost such group: 3 lines for
// parentheses, 21 for braces, whatever is opened inside.
int x, y, k;
if (x < y || k <= 0.0) {
    return -2;
}
int a = 1;
return 1;
do { k++; } while (k);
switch (k) { }
break;
goto l;
else k++;
for (k = 1; k <= x; k++) {
  x = k - 1;
  y = 2;
  y = 3;
  y = 4;
  y = 5;
  for (y = 0;
       y < 2;
       y++) {
    y = 6;
  }
  y = 7; y = 8;
  y = 9;
  y = 10;
  y = 11;
  y = 12;
  y = 13;
  y = 14;
  y = 15;
  y = 16;
}
while (k, x
  x;
  x;
  x;
  x;
  k);
int b = 2;
