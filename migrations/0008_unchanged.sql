-- Version 8 changes nothing.
SELECT 1;
